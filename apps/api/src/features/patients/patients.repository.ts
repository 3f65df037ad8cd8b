import { and, asc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client.ts';
import { containsPattern, pageWithTotal } from '../../core/db/queries.ts';
import { closeWords } from '../../core/search-query.ts';
import {
  appointments,
  passwordResets,
  patients,
  therapistPatients,
  users,
} from '../../core/db/schema.ts';

export type PatientRow = typeof patients.$inferSelect;

const LIVE = sql`('solicitada', 'confirmada', 'reprogramada')`;

/** A record with its portal state and its next and last appointment, in one query (no N+1). */
const patientColumns = {
  patient: patients,
  portalEmail: users.email,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
  nextAppointmentAt: sql<Date | null>`(select min(a.starts_at) from appointments a
    where a.patient_id = ${patients.id} and a.starts_at > now() and a.status in ${LIVE})`.mapWith(
    appointments.startsAt,
  ),
  lastAppointmentAt: sql<Date | null>`(select max(a.starts_at) from appointments a
    where a.patient_id = ${patients.id} and a.starts_at <= now() and a.status <> 'cancelada')`.mapWith(
    appointments.startsAt,
  ),
};

export type PatientWithPortal = {
  patient: PatientRow;
  portalEmail: string | null;
  hasPassword: boolean;
  nextAppointmentAt: Date | null;
  lastAppointmentAt: Date | null;
};

export function createPatientsRepository(db: Db) {
  const selectPatients = (q: Db = db) =>
    q.select(patientColumns).from(patients).leftJoin(users, eq(users.id, patients.userId));

  return {
    async list(
      therapistId: string,
      opts: { words: string[]; page: number; pageSize: number; includeInactive: boolean },
    ): Promise<{ rows: PatientWithPortal[]; total: number }> {
      // A record blocked by a cancellation (ARCO) is kept, never shown.
      const base: SQL[] = [eq(patients.therapistId, therapistId), isNull(patients.blockedAt)];
      if (!opts.includeInactive) base.push(eq(patients.active, true));
      // Alphabetical as people read it: "Ávila" before "Zúñiga", whatever the collation.
      const plain = (c: AnyPgColumn) => sql`translate(lower(${c}), 'áéíóúüñ', 'aeiouun')`;
      const order = [asc(plain(patients.lastName)), asc(plain(patients.name)), asc(patients.id)];
      const run = (q: Db, where: SQL | undefined, orderBy: SQL[]) =>
        pageWithTotal(
          q,
          selectPatients(q)
            .where(where)
            .orderBy(...orderBy)
            .$dynamic(),
          patients,
          where,
          opts,
        );
      if (opts.words.length === 0) return run(db, and(...base), order);
      // Every word must appear, in any order ("lopez ana" finds "Ana López").
      const contains = (w: string) => ilike(patients.searchText, containsPattern(w));
      // A word that is none of the stored words may be a typo: its close words (the table of
      // words) may match instead, still through the trigram index, in the same pass.
      const alternatives = await closeWords(db, opts.words);
      const close = (w: string) => or(contains(w), ...(alternatives.get(w) ?? []).map(contains))!;
      return run(db, and(...base, ...opts.words.map(close)), order);
    },

    /** A record in normal use: one blocked by a cancellation (ARCO) does not exist here. */
    async find(id: string): Promise<PatientWithPortal | undefined> {
      const [row] = await selectPatients().where(
        and(eq(patients.id, id), isNull(patients.blockedAt)),
      );
      return row;
    },

    /** Another record of the same therapist with this e-mail. */
    async emailInUse(therapistId: string, email: string, exceptId?: string) {
      const [row] = await db
        .select({ id: patients.id })
        .from(patients)
        .where(
          and(
            eq(patients.therapistId, therapistId),
            eq(sql`lower(${patients.email})`, email.toLowerCase()),
            exceptId ? ne(patients.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(values: typeof patients.$inferInsert): Promise<PatientRow> {
      const [row] = await db.insert(patients).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<typeof patients.$inferInsert>) {
      await db
        .update(patients)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(patients.id, id));
    },

    findUserByEmail(email: string) {
      return db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
    },

    findUserById(id: string) {
      return db.query.users.findFirst({ where: eq(users.id, id) });
    },

    /** The record linked to this account among the therapist's records, if any. */
    async recordOfAccount(therapistId: string, userId: string) {
      const [row] = await db
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.therapistId, therapistId), eq(patients.userId, userId)));
      return row;
    },

    /**
     * Links the record to a portal account (created here when `create` is given) and the
     * therapist to the patient, and stores a set-password token; all or nothing.
     */
    async linkAccount(input: {
      patientId: string;
      therapistId: string;
      userId?: string;
      create?: { email: string; name: string; lastName: string; phone: string };
      reset?: { tokenHash: string; expiresAt: Date };
    }): Promise<string> {
      return db.transaction(async (tx) => {
        let userId = input.userId;
        if (!userId) {
          const [user] = await tx
            .insert(users)
            .values({ ...input.create!, role: 'Paciente', passwordHash: null })
            .returning({ id: users.id });
          userId = user!.id;
        }
        await tx
          .update(patients)
          .set({ userId, updatedAt: new Date() })
          .where(eq(patients.id, input.patientId));
        await tx
          .insert(therapistPatients)
          .values({ therapistId: input.therapistId, patientId: userId })
          .onConflictDoNothing();
        if (input.reset) await tx.insert(passwordResets).values({ userId, ...input.reset });
        return userId;
      });
    },
  };
}

export type PatientsRepository = ReturnType<typeof createPatientsRepository>;
