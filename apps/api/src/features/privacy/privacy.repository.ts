import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ArcoState } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { pageWithTotal } from '../../core/db/queries.ts';
import {
  appointments,
  consents,
  conversations,
  messages,
  patients,
  privacyRequests,
  ratings,
  sessionNotes,
  users,
} from '../../core/db/schema/index.ts';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

const OPEN: ArcoState[] = ['recibida', 'en_proceso'];
const therapist = alias(users, 'therapist');
const counterpart = alias(users, 'counterpart');
const fullName = (u: { name: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${u.name} || ' ' || ${u.lastName})`;

const requestColumns = {
  request: privacyRequests,
  patientName: fullName(users),
  patientEmail: users.email,
};
export type JoinedRequest = {
  request: PrivacyRequestRow;
  patientName: string;
  patientEmail: string;
};

/** Years a clinical record is kept after the last visit (PRODUCT.md, NOM-004). */
const RETENTION_YEARS = 5;

export function createPrivacyRepository(db: Db) {
  const joined = (q: Db = db) =>
    q
      .select(requestColumns)
      .from(privacyRequests)
      .innerJoin(users, eq(users.id, privacyRequests.userId));

  return {
    async insert(values: typeof privacyRequests.$inferInsert): Promise<PrivacyRequestRow> {
      const [row] = await db.insert(privacyRequests).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<JoinedRequest | undefined> {
      const [row] = await joined().where(eq(privacyRequests.id, id));
      return row;
    },

    ofUser(userId: string): Promise<JoinedRequest[]> {
      return joined()
        .where(eq(privacyRequests.userId, userId))
        .orderBy(desc(privacyRequests.receivedAt), desc(privacyRequests.id));
    },

    /** The inbox: open requests first, soonest due first; then the closed ones, newest first. */
    async page(opts: { status?: ArcoState; page: number; pageSize: number }) {
      const where: SQL | undefined = opts.status
        ? eq(privacyRequests.status, opts.status)
        : undefined;
      const isOpen = sql`${privacyRequests.status} in ('recibida', 'en_proceso')`;
      const rows = joined()
        .where(where)
        .orderBy(
          desc(isOpen),
          sql`case when ${isOpen} then ${privacyRequests.dueDate} end asc`,
          desc(privacyRequests.receivedAt),
          asc(privacyRequests.id),
        )
        .$dynamic();
      const [page, open] = await Promise.all([
        pageWithTotal(db, rows, privacyRequests, where, opts),
        db
          .select({ dueDate: privacyRequests.dueDate })
          .from(privacyRequests)
          .where(inArray(privacyRequests.status, OPEN)),
      ]);
      return { ...page, openDueDates: open.map((r) => r.dueDate) };
    },

    /**
     * Moves the request on, only from the state it was read in (a concurrent change loses and
     * nothing happens); a resolved cancellation blocks the patient's clinical records in the
     * same transaction.
     */
    async update(input: {
      id: string;
      from: ArcoState;
      to: ArcoState;
      response: string;
      actorId: string;
      blockRecordsOf?: { userId: string; zone: string };
    }): Promise<PrivacyRequestRow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: privacyRequests.status })
          .from(privacyRequests)
          .where(eq(privacyRequests.id, input.id))
          .for('update');
        if (current?.status !== input.from) return undefined;
        const blockedUntil = input.blockRecordsOf
          ? await blockRecords(tx, input.blockRecordsOf.userId, input.blockRecordsOf.zone)
          : undefined;
        const closing = input.to === 'resuelta' || input.to === 'rechazada';
        const [row] = await tx
          .update(privacyRequests)
          .set({
            status: input.to,
            ...(closing
              ? { response: input.response, respondedAt: new Date(), respondedBy: input.actorId }
              : {}),
            ...(blockedUntil !== undefined ? { blockedUntil } : {}),
            updatedAt: new Date(),
          })
          .where(eq(privacyRequests.id, input.id))
          .returning();
        return row;
      });
    },

    /** Everything kept about a patient account, for the download (right of access). */
    async exportOf(userId: string) {
      const [account] = await db.select().from(users).where(eq(users.id, userId));
      const [consentRows, records, appointmentRows, ratingRows, messageRows, requests] =
        await Promise.all([
          db
            .select()
            .from(consents)
            .where(eq(consents.userId, userId))
            .orderBy(asc(consents.acceptedAt)),
          db
            .select({ record: patients, therapistName: fullName(therapist) })
            .from(patients)
            .innerJoin(therapist, eq(therapist.id, patients.therapistId))
            .where(eq(patients.userId, userId))
            .orderBy(asc(patients.createdAt)),
          db
            .select({
              appointment: appointments,
              therapistName: fullName(therapist),
            })
            .from(appointments)
            .innerJoin(patients, eq(patients.id, appointments.patientId))
            .innerJoin(therapist, eq(therapist.id, appointments.therapistId))
            .where(eq(patients.userId, userId))
            .orderBy(asc(appointments.startsAt)),
          db
            .select({ rating: ratings, therapistName: fullName(therapist) })
            .from(ratings)
            .innerJoin(therapist, eq(therapist.id, ratings.therapistId))
            .where(eq(ratings.authorId, userId))
            .orderBy(asc(ratings.createdAt)),
          db
            .select({
              senderId: messages.senderId,
              content: messages.content,
              createdAt: messages.createdAt,
              counterpartName: fullName(counterpart),
            })
            .from(messages)
            .innerJoin(conversations, eq(conversations.id, messages.conversationId))
            .innerJoin(
              counterpart,
              sql`${counterpart.id} = case when ${conversations.userLow} = ${userId}
                then ${conversations.userHigh} else ${conversations.userLow} end`,
            )
            .where(or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)))
            .orderBy(asc(messages.createdAt), asc(messages.id)),
          db
            .select()
            .from(privacyRequests)
            .where(eq(privacyRequests.userId, userId))
            .orderBy(asc(privacyRequests.receivedAt)),
        ]);
      const recordIds = records.filter((r) => !r.record.blockedAt).map((r) => r.record.id);
      const notes = recordIds.length
        ? await db
            .select({
              patientId: sessionNotes.patientId,
              startsAt: appointments.startsAt,
              signedAt: sessionNotes.signedAt,
            })
            .from(sessionNotes)
            .innerJoin(appointments, eq(appointments.id, sessionNotes.appointmentId))
            .where(inArray(sessionNotes.patientId, recordIds))
            .orderBy(asc(appointments.startsAt))
        : [];
      return {
        account: account!,
        consents: consentRows,
        records,
        notes,
        appointments: appointmentRows,
        ratings: ratingRows,
        messages: messageRows,
        requests,
      };
    },

    /** Active administrators, who hear of every new request. */
    admins() {
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'Super-Admin'), eq(users.active, true)));
    },
  };
}

/**
 * Blocks every clinical record of the account that is not blocked yet, each kept until five
 * years after its last visit (the later of its last completed appointment, its last session
 * note and its last change), and never before today. Answers the latest of those days among
 * all the account's blocked records, or null when it has none.
 */
async function blockRecords(tx: Db, userId: string, zone: string): Promise<string | null> {
  const lastActivity = sql`greatest(
      ${patients.updatedAt},
      (select max(a.starts_at) from appointments a
        where a.patient_id = ${patients.id} and a.status = 'completada'),
      (select max(n.updated_at) from session_notes n where n.patient_id = ${patients.id}))`;
  await tx
    .update(patients)
    .set({
      blockedAt: new Date(),
      deletableFrom: sql`greatest(
        ((${lastActivity} at time zone ${zone})::date + make_interval(years => ${RETENTION_YEARS}))::date,
        (now() at time zone ${zone})::date)`,
    })
    .where(and(eq(patients.userId, userId), isNull(patients.blockedAt)));
  const [row] = await tx
    .select({ until: sql<string | null>`max(${patients.deletableFrom})::text` })
    .from(patients)
    .where(eq(patients.userId, userId));
  return row?.until ?? null;
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
