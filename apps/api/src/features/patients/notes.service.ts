import {
  LISTS,
  PATIENT_TEXTS,
  type Actor,
  type FieldError,
  type ListKey,
  type SessionNote,
  type SessionNoteContent,
} from '@armonia/shared';
import { auditTrail } from '../../core/audit.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { createNotesRepository, type NoteRow } from './notes.repository.ts';
import { ownedBy, type RequestMeta } from './patients.access.ts';
import { createPatientsRepository } from './patients.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type AddendumRow = {
  id: string;
  noteId: string;
  text: string;
  createdAt: Date;
  authorName: string;
};

function toNote(note: NoteRow, startsAt: Date, addenda: AddendumRow[]): SessionNote {
  return {
    id: note.id,
    appointmentId: note.appointmentId,
    appointmentStartsAt: startsAt.toISOString(),
    patientId: note.patientId,
    content: note.content as SessionNoteContent,
    status: note.signedAt ? 'firmada' : 'borrador',
    signedAt: iso(note.signedAt),
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
    addenda: addenda
      .filter((a) => a.noteId === note.id)
      .map((a) => ({
        id: a.id,
        authorName: a.authorName,
        text: a.text,
        createdAt: a.createdAt.toISOString(),
      })),
  };
}

/** Which list each kind of item in a note comes from, and the field that names the item. */
const NOTE_REFERENCES: { field: string; list: ListKey; nameField: string }[] = [
  { field: 'pairs', list: 'biomagnetism', nameField: 'name' },
  { field: 'trackingChecked', list: 'trackingList', nameField: 'point' },
  { field: 'flowers', list: 'flowers', nameField: 'name' },
  { field: 'homeopathy', list: 'homeopathy', nameField: 'remedy' },
];

/**
 * Session notes: drafts until signed, never edited after (corrections are addenda), read only
 * by their author, every read and change audited.
 */
export function createNotesService(deps: { db: Db }) {
  const { db } = deps;
  const repo = createNotesRepository(db);
  const records = createPatientsRepository(db);

  async function ownAppointment(actor: Actor, id: string) {
    return ownedBy(
      actor,
      await repo.appointment(id),
      (a) => a.therapistId,
      PATIENT_TEXTS.appointmentMissing,
    );
  }
  async function noteOf(actor: Actor, appointmentId: string) {
    await ownAppointment(actor, appointmentId);
    const found = await repo.noteOfAppointment(appointmentId);
    return ownedBy(actor, found, (n) => n.note.authorId, PATIENT_TEXTS.noteMissing);
  }
  const auditNotes = auditTrail(db, 'session_note');
  /** One audit row per read or change of a note (ids only, never clinical text). */
  function auditNote(
    actor: Actor,
    action: 'leer' | 'crear' | 'modificar' | 'firmar' | 'adenda',
    note: NoteRow,
    meta: RequestMeta,
    details: Record<string, string> = {},
  ) {
    const { appointmentId, patientId } = note;
    return auditNotes(actor, action, note.id, meta, { appointmentId, patientId, ...details });
  }

  async function noteAnswer(note: NoteRow, startsAt: Date) {
    return toNote(note, startsAt, await repo.addendaOf([note.id]));
  }

  /** Checks the items a note refers to exist in their lists and takes their current names. */
  async function resolveItems(content: SessionNoteContent): Promise<SessionNoteContent> {
    const errors: FieldError[] = [];
    const names = new Map<string, string>();
    for (const ref of NOTE_REFERENCES) {
      const value = content[ref.field as keyof SessionNoteContent] as (
        string | { itemId: string }
      )[];
      const ids = [...new Set(value.map((v) => (typeof v === 'string' ? v : v.itemId)))];
      const rows = await repo.listItemsIn(ref.list, ids);
      if (rows.length < ids.length) {
        errors.push({
          field: ref.field,
          message: PATIENT_TEXTS.itemsMissing(LISTS[ref.list].title),
        });
      }
      for (const r of rows) {
        const data = r.data as Record<string, unknown>;
        names.set(r.id, String(data[ref.nameField] ?? ''));
      }
    }
    if (errors.length) throw AppError.badRequest(errors[0]!.message, errors);
    const unique = <T extends { itemId: string; name: string }>(xs: T[]) =>
      xs
        .filter((x, i) => xs.findIndex((y) => y.itemId === x.itemId) === i)
        .map((x) => ({ ...x, name: names.get(x.itemId) ?? x.name }));
    return {
      ...content,
      pairs: unique(content.pairs),
      trackingChecked: [...new Set(content.trackingChecked)],
      flowers: unique(content.flowers),
      homeopathy: unique(content.homeopathy),
    };
  }

  return {
    async ofPatient(actor: Actor, id: string, meta: RequestMeta): Promise<SessionNote[]> {
      ownedBy(
        actor,
        await records.find(id),
        (r) => r.patient.therapistId,
        PATIENT_TEXTS.patientMissing,
      );
      const rows = await repo.notesOfPatient(id, actor.id);
      const addenda = await repo.addendaOf(rows.map((r) => r.note.id));
      const noteIds = rows.map((r) => r.note.id);
      await auditNotes(actor, 'leer', null, meta, { patientId: id, noteIds });
      return rows.map((r) => toNote(r.note, r.startsAt, addenda));
    },

    async get(actor: Actor, appointmentId: string, meta: RequestMeta): Promise<SessionNote> {
      const { note, startsAt } = await noteOf(actor, appointmentId);
      await auditNote(actor, 'leer', note, meta);
      return noteAnswer(note, startsAt);
    },

    async save(
      actor: Actor,
      appointmentId: string,
      input: SessionNoteContent,
      meta: RequestMeta,
    ): Promise<{ note: SessionNote; created: boolean }> {
      const appointment = await ownAppointment(actor, appointmentId);
      const existing = await repo.noteOfAppointment(appointmentId);
      if (existing) ownedBy(actor, existing, (n) => n.note.authorId, PATIENT_TEXTS.noteMissing);
      if (existing?.note.signedAt) throw AppError.conflict(PATIENT_TEXTS.noteSigned);
      if (appointment.status !== 'completada')
        throw AppError.conflict(PATIENT_TEXTS.noteNeedsAppointment);
      const record = await records.find(appointment.patientId);
      if (!record?.patient.consentAt) throw AppError.conflict(PATIENT_TEXTS.noteNeedsConsent);
      const content = await resolveItems(input);
      const saved = await repo.saveDraft({
        appointmentId,
        authorId: actor.id,
        patientId: appointment.patientId,
        content,
      });
      // Signed between the check above and the write.
      if (!saved) throw AppError.conflict(PATIENT_TEXTS.noteSigned);
      await auditNote(actor, saved.created ? 'crear' : 'modificar', saved.note, meta);
      return { note: await noteAnswer(saved.note, appointment.startsAt), created: saved.created };
    },

    async sign(actor: Actor, appointmentId: string, meta: RequestMeta): Promise<SessionNote> {
      const { note, startsAt } = await noteOf(actor, appointmentId);
      const signed = await repo.sign(note.id);
      if (!signed) throw AppError.conflict(PATIENT_TEXTS.noteSigned);
      await auditNote(actor, 'firmar', note, meta);
      return noteAnswer(signed, startsAt);
    },

    async addAddendum(
      actor: Actor,
      appointmentId: string,
      text: string,
      meta: RequestMeta,
    ): Promise<SessionNote> {
      const { note, startsAt } = await noteOf(actor, appointmentId);
      if (!note.signedAt) throw AppError.conflict(PATIENT_TEXTS.noteNotSigned);
      const addendum = await repo.insertAddendum({ noteId: note.id, authorId: actor.id, text });
      await auditNote(actor, 'adenda', note, meta, { addendumId: addendum.id });
      return noteAnswer(note, startsAt);
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
