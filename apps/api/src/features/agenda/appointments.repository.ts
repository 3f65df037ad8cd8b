import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Actor, AppointmentListQuery, AppointmentStatus } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { preparedByShape } from '../../core/db/prepared.ts';
import { linkOnFirstBooking } from '../../core/patient-records.ts';
import {
  agendaSettings,
  appointmentHistory,
  appointments,
  patients,
  ratings,
  sessionNotes,
  therapistProfiles,
  users,
} from '../../core/db/schema/index.ts';

export type AppointmentRow = typeof appointments.$inferSelect;

const FINISHED: AppointmentRow['status'][] = ['completada', 'no_asistio'];

export const therapistUser = alias(users, 'therapist_user');
const patientUser = alias(users, 'patient_user');

/** Everything an appointment answer shows: names, e-mails, rating, note. */
const partyColumns = {
  appointment: appointments,
  therapistName: therapistUser.name,
  therapistLastName: therapistUser.lastName,
  therapistEmail: therapistUser.email,
  therapistZone: therapistUser.timezone,
  patientName: patients.name,
  patientLastName: patients.lastName,
  patientUserId: patients.userId,
  patientRecordEmail: patients.email,
  patientEmail: patientUser.email,
  patientZone: patientUser.timezone,
  ratingId: ratings.id,
  ratingStars: ratings.stars,
  ratingComment: ratings.comment,
  ratingHidden: ratings.hidden,
  noteId: sessionNotes.id,
  /** Where in-person sessions take place when the appointment names no place. */
  therapistOffice: therapistProfiles.officeAddress,
};

/** One query for an appointment and the people around it, plus any `extra` columns. */
function appointmentSelect<E extends SelectedFields>(db: Db, extra: E = {} as E) {
  return db
    .select({ ...partyColumns, ...extra })
    .from(appointments)
    .innerJoin(therapistUser, eq(therapistUser.id, appointments.therapistId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(patientUser, eq(patientUser.id, patients.userId))
    .leftJoin(ratings, eq(ratings.appointmentId, appointments.id))
    .leftJoin(sessionNotes, eq(sessionNotes.appointmentId, appointments.id))
    .leftJoin(agendaSettings, eq(agendaSettings.therapistId, appointments.therapistId))
    .leftJoin(therapistProfiles, eq(therapistProfiles.therapistId, appointments.therapistId));
}

/** An appointment with the people around it, as one row. */
export type AppointmentWithParties = NonNullable<Awaited<ReturnType<typeof findAppointment>>>;

/** The actor's own appointments: the therapist's, or those of the patient's records. */
function ownership(actor: Actor): SQL {
  return actor.role === 'Terapeuta'
    ? eq(appointments.therapistId, actor.id)
    : eq(patients.userId, actor.id);
}

export async function findAppointment(db: Db, id: string) {
  const [row] = await appointmentSelect(db).where(eq(appointments.id, id));
  return row;
}

type ListValues = Record<'actor' | 'from' | 'to' | 'now' | 'status' | 'patientId', unknown>;

/** Which optional filters a list query has, as letters (its prepared statement's shape). */
function listShape(actor: Actor, q: AppointmentListQuery): string {
  return [
    actor.role === 'Terapeuta' ? 'T' : 'P',
    q.from ? 'f' : '',
    q.to ? 't' : '',
    q.when === 'upcoming' ? 'u' : q.when === 'past' ? 'p' : '',
    q.status ? 's' : '',
    q.patientId ? 'i' : '',
  ].join('');
}

/** The filter of a list shape; `v` gives each value (a placeholder, or the value itself). */
function listFilter(shape: string, v: (name: keyof ListValues) => unknown) {
  const has = (flag: string) => shape.includes(flag);
  const at = (name: keyof ListValues) => v(name) as never;
  return and(
    has('T') ? eq(appointments.therapistId, at('actor')) : eq(patients.userId, at('actor')),
    has('f') ? gte(appointments.startsAt, at('from')) : undefined,
    has('t') ? lt(appointments.startsAt, at('to')) : undefined,
    // A session marked done (or missed) belongs with the past even before its end time.
    has('u')
      ? and(gte(appointments.endsAt, at('now')), notInArray(appointments.status, FINISHED))
      : undefined,
    has('p')
      ? or(lt(appointments.endsAt, at('now')), inArray(appointments.status, FINISHED))
      : undefined,
    has('s') ? eq(appointments.status, at('status')) : undefined,
    has('i') ? eq(appointments.patientId, at('patientId')) : undefined,
  );
}

/**
 * The page of the actor's appointments, each row with its therapist's settings and the total (a
 * window count): one round trip, prepared per shape.
 */
const listStatement = preparedByShape('appointments_list', (db, name, shape) =>
  appointmentSelect(db, {
    settings: agendaSettings,
    total: sql<number>`count(*) over ()`.mapWith(Number),
  })
    .where(listFilter(shape, (n) => sql.placeholder(n)))
    .orderBy(shape.includes('p') ? desc(appointments.startsAt) : asc(appointments.startsAt))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

export async function listAppointments(db: Db, actor: Actor, q: AppointmentListQuery, now: Date) {
  const shape = listShape(actor, q);
  const values: ListValues = {
    actor: actor.id,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    now,
    status: q.status,
    patientId: q.patientId,
  };
  const items = await listStatement(db, shape).execute({
    ...values,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  if (items.length > 0 || q.page === 1) return { items, total: items[0]?.total ?? 0 };
  // A page past the end has no row to carry the total.
  const [total] = await db
    .select({ n: count() })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(listFilter(shape, (n) => values[n]));
  return { items, total: total?.n ?? 0 };
}

/** The actor's appointments from a moment on, for their calendar feed. */
export async function appointmentsSince(db: Db, actor: Actor, from: Date) {
  return appointmentSelect(db)
    .where(and(ownership(actor), gte(appointments.startsAt, from)))
    .orderBy(asc(appointments.startsAt))
    .limit(2000);
}

export async function historyOf(db: Db, appointmentId: string) {
  return db
    .select({
      change: appointmentHistory,
      actorName: users.name,
      actorLastName: users.lastName,
    })
    .from(appointmentHistory)
    .leftJoin(users, eq(users.id, appointmentHistory.actorId))
    .where(eq(appointmentHistory.appointmentId, appointmentId))
    .orderBy(asc(appointmentHistory.at), asc(appointmentHistory.id));
}

async function insertWithHistory(
  tx: Db,
  values: typeof appointments.$inferInsert,
  actorId: string,
): Promise<string> {
  const [row] = await tx.insert(appointments).values(values).returning({ id: appointments.id });
  await tx.insert(appointmentHistory).values({
    appointmentId: row!.id,
    actorId,
    action: 'creada',
    fromStatus: null,
    toStatus: values.status,
    toStartsAt: values.startsAt,
    reason: '',
  });
  return row!.id;
}

/** A new appointment and the first line of its history, together. */
export async function insertAppointment(
  db: Db,
  values: typeof appointments.$inferInsert,
  actorId: string,
): Promise<string> {
  return db.transaction((tx) => insertWithHistory(tx as unknown as Db, values, actorId));
}

/**
 * A patient's first booking with a therapist found in the directory: the link, the record with
 * the patient's consent and the appointment in one transaction, so a refused slot leaves no link
 * behind. `accept` sees the record before the appointment is written and may refuse it.
 */
export async function insertFirstBooking(
  db: Db,
  values: Omit<typeof appointments.$inferInsert, 'patientId'>,
  link: { therapistId: string; userId: string; consentVersion: string; ip?: string },
  accept: (record: typeof patients.$inferSelect) => void,
): Promise<{ id: string; recordId: string }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { record } = await linkOnFirstBooking(tx, link);
    accept(record);
    const id = await insertWithHistory(tx, { ...values, patientId: record.id }, link.userId);
    return { id, recordId: record.id };
  });
}

/** The state and count the decision was taken on; a write applies only while they still hold. */
export interface SeenState {
  status: AppointmentStatus;
  rescheduleCount: number;
}

/**
 * Moves an appointment and records the move. False when the appointment changed since it was
 * read: two moves at once do not both pass.
 */
export async function moveAppointment(
  db: Db,
  id: string,
  seen: SeenState,
  change: {
    startsAt: Date;
    endsAt: Date;
    next: AppointmentStatus;
    fromStartsAt: Date;
    actorId: string;
    reason: string;
    at: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(appointments)
      .set({
        startsAt: change.startsAt,
        endsAt: change.endsAt,
        status: change.next,
        rescheduleCount: sql`${appointments.rescheduleCount} + 1`,
        reminderSentAt: null,
        updatedAt: change.at,
      })
      .where(
        and(
          eq(appointments.id, id),
          eq(appointments.status, seen.status),
          eq(appointments.rescheduleCount, seen.rescheduleCount),
        ),
      )
      .returning({ id: appointments.id });
    if (updated.length === 0) return false;
    await tx.insert(appointmentHistory).values({
      appointmentId: id,
      actorId: change.actorId,
      action: 'reprogramada',
      fromStatus: seen.status,
      toStatus: change.next,
      fromStartsAt: change.fromStartsAt,
      toStartsAt: change.startsAt,
      reason: change.reason,
    });
    return true;
  });
}

/** Changes the state and records it; false when the state is no longer the one read. */
export async function changeStatus(
  db: Db,
  id: string,
  from: AppointmentStatus,
  change: { next: AppointmentStatus; actorId: string; reason: string; at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(appointments)
      .set({ status: change.next, updatedAt: change.at })
      .where(and(eq(appointments.id, id), eq(appointments.status, from)))
      .returning({ id: appointments.id });
    if (updated.length === 0) return false;
    await tx.insert(appointmentHistory).values({
      appointmentId: id,
      actorId: change.actorId,
      action: change.next,
      fromStatus: from,
      toStatus: change.next,
      reason: change.reason,
    });
    return true;
  });
}

/**
 * Claims up to `limit` confirmed appointments starting before `horizon` whose reminder is not
 * sent. One UPDATE … RETURNING over rows locked with SKIP LOCKED: with several processes claiming
 * at the same moment, each appointment goes to exactly one of them.
 */
export async function claimDueReminders(
  db: Db,
  at: Date,
  horizon: Date,
  limit: number,
): Promise<string[]> {
  const claimed = await db.execute<{ id: string }>(sql`
    update appointments set reminder_sent_at = ${at}
    where id in (
      select id from appointments
      where reminder_sent_at is null
        and status in ('confirmada', 'reprogramada')
        and starts_at > ${at} and starts_at <= ${horizon}
      order by starts_at
      limit ${limit}
      for update skip locked
    )
    returning id`);
  return (claimed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}
