import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import {
  appointments,
  listItems,
  noteAddenda,
  patients,
  sessionNotes,
  users,
} from '../../core/db/schema.ts';

export type NoteRow = typeof sessionNotes.$inferSelect;

/** Session notes, their addenda, and what a note refers to (its appointment, list items). */
export function createNotesRepository(db: Db) {
  return {
    async appointment(id: string) {
      const [row] = await db
        .select({
          id: appointments.id,
          therapistId: appointments.therapistId,
          patientId: appointments.patientId,
          status: appointments.status,
          startsAt: appointments.startsAt,
        })
        .from(appointments)
        // The notes of a record blocked by a cancellation (ARCO) are neither read nor written.
        .innerJoin(patients, eq(patients.id, appointments.patientId))
        .where(and(eq(appointments.id, id), isNull(patients.blockedAt)));
      return row;
    },

    async noteOfAppointment(appointmentId: string) {
      const [row] = await db
        .select({ note: sessionNotes, startsAt: appointments.startsAt })
        .from(sessionNotes)
        .innerJoin(appointments, eq(appointments.id, sessionNotes.appointmentId))
        .where(eq(sessionNotes.appointmentId, appointmentId));
      return row;
    },

    notesOfPatient(patientId: string, authorId: string) {
      return db
        .select({ note: sessionNotes, startsAt: appointments.startsAt })
        .from(sessionNotes)
        .innerJoin(appointments, eq(appointments.id, sessionNotes.appointmentId))
        .where(and(eq(sessionNotes.patientId, patientId), eq(sessionNotes.authorId, authorId)))
        .orderBy(desc(appointments.startsAt));
    },

    /** Addenda of many notes in one query, oldest first. */
    async addendaOf(noteIds: string[]) {
      if (noteIds.length === 0) return [];
      return db
        .select({
          id: noteAddenda.id,
          noteId: noteAddenda.noteId,
          text: noteAddenda.text,
          createdAt: noteAddenda.createdAt,
          authorName: sql<string>`trim(${users.name} || ' ' || ${users.lastName})`,
        })
        .from(noteAddenda)
        .innerJoin(users, eq(users.id, noteAddenda.authorId))
        .where(inArray(noteAddenda.noteId, noteIds))
        .orderBy(asc(noteAddenda.createdAt), asc(noteAddenda.id));
    },

    /** Creates the draft, or updates it while it is not signed; undefined when it is signed. */
    async saveDraft(values: {
      appointmentId: string;
      authorId: string;
      patientId: string;
      content: unknown;
    }): Promise<{ note: NoteRow; created: boolean } | undefined> {
      const [inserted] = await db
        .insert(sessionNotes)
        .values(values)
        .onConflictDoNothing({ target: sessionNotes.appointmentId })
        .returning();
      if (inserted) return { note: inserted, created: true };
      const [updated] = await db
        .update(sessionNotes)
        .set({ content: values.content, updatedAt: new Date() })
        .where(
          and(eq(sessionNotes.appointmentId, values.appointmentId), isNull(sessionNotes.signedAt)),
        )
        .returning();
      return updated ? { note: updated, created: false } : undefined;
    },

    /** Signs once: a second call (or a race) finds nothing to sign. */
    async sign(noteId: string) {
      const [row] = await db
        .update(sessionNotes)
        .set({ signedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(sessionNotes.id, noteId), isNull(sessionNotes.signedAt)))
        .returning();
      return row;
    },

    async insertAddendum(values: { noteId: string; authorId: string; text: string }) {
      const [row] = await db.insert(noteAddenda).values(values).returning();
      return row!;
    },

    /** The items among `ids` that belong to the list. */
    async listItemsIn(listKey: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: listItems.id, data: listItems.data })
        .from(listItems)
        .where(and(eq(listItems.listKey, listKey), inArray(listItems.id, ids)));
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;
