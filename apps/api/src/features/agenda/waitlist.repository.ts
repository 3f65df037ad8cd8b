import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { patients, users, waitlistEntries } from '../../core/db/schema.ts';
import { therapistUser } from './appointments.repository.ts';

/** Active waitlist entries of a therapist whose dates cover a day, in the order they joined. */
export async function waitingFor(db: Db, therapistId: string, day: string) {
  return db
    .select({
      id: waitlistEntries.id,
      patientUserId: patients.userId,
      patientEmail: patients.email,
      patientName: patients.name,
      /** The portal account's zone, when the record has one. */
      patientZone: users.timezone,
    })
    .from(waitlistEntries)
    .innerJoin(patients, eq(patients.id, waitlistEntries.patientId))
    .leftJoin(users, eq(users.id, patients.userId))
    .where(
      and(
        eq(waitlistEntries.therapistId, therapistId),
        eq(waitlistEntries.status, 'activa'),
        lte(waitlistEntries.fromDate, day),
        gte(waitlistEntries.toDate, day),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

const otherEntry = alias(waitlistEntries, 'other_entry');

/** Position: active entries of the same therapist with overlapping dates that joined earlier. */
export async function listWaitlist(db: Db, actor: Actor) {
  const position = sql<number>`(
    select count(*)::int from waitlist_entries other_entry
    where ${otherEntry.therapistId} = ${waitlistEntries.therapistId}
      and ${otherEntry.status} = 'activa'
      and ${otherEntry.fromDate} <= ${waitlistEntries.toDate}
      and ${otherEntry.toDate} >= ${waitlistEntries.fromDate}
      and ${otherEntry.createdAt} <= ${waitlistEntries.createdAt}
  )`;
  return db
    .select({
      entry: waitlistEntries,
      therapistName: therapistUser.name,
      therapistLastName: therapistUser.lastName,
      patientName: patients.name,
      patientLastName: patients.lastName,
      position,
    })
    .from(waitlistEntries)
    .innerJoin(patients, eq(patients.id, waitlistEntries.patientId))
    .innerJoin(therapistUser, eq(therapistUser.id, waitlistEntries.therapistId))
    .where(
      and(
        eq(waitlistEntries.status, 'activa'),
        actor.role === 'Terapeuta'
          ? eq(waitlistEntries.therapistId, actor.id)
          : eq(patients.userId, actor.id),
      ),
    )
    .orderBy(asc(waitlistEntries.fromDate), asc(waitlistEntries.createdAt))
    .limit(200);
}

/** A patient's active entries with a therapist whose dates overlap `fromDate`…`toDate`. */
function activeEntriesOf(patientId: string, therapistId: string, fromDate: string, toDate: string) {
  return and(
    eq(waitlistEntries.patientId, patientId),
    eq(waitlistEntries.therapistId, therapistId),
    eq(waitlistEntries.status, 'activa'),
    lte(waitlistEntries.fromDate, toDate),
    gte(waitlistEntries.toDate, fromDate),
  );
}

export async function overlappingWaitlist(
  db: Db,
  patientId: string,
  therapistId: string,
  fromDate: string,
  toDate: string,
) {
  const [row] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(activeEntriesOf(patientId, therapistId, fromDate, toDate));
  return (row?.n ?? 0) > 0;
}

export async function insertEntry(
  db: Db,
  values: { therapistId: string; patientId: string; fromDate: string; toDate: string },
): Promise<string> {
  const [row] = await db
    .insert(waitlistEntries)
    .values(values)
    .returning({ id: waitlistEntries.id });
  return row!.id;
}

export async function markOffered(db: Db, id: string, at: Date) {
  await db.update(waitlistEntries).set({ lastOfferAt: at }).where(eq(waitlistEntries.id, id));
}

export async function withdraw(db: Db, id: string) {
  await db.update(waitlistEntries).set({ status: 'retirada' }).where(eq(waitlistEntries.id, id));
}

/** Marks the patient's entries covering a booked day as served. */
export async function serveWaitlist(db: Db, patientId: string, therapistId: string, day: string) {
  await db
    .update(waitlistEntries)
    .set({ status: 'atendida' })
    .where(activeEntriesOf(patientId, therapistId, day, day));
}
