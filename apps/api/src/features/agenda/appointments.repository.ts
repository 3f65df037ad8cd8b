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
import { alias } from 'drizzle-orm/pg-core';
import type { Actor, AppointmentListQuery, AppointmentStatus } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import {
  appointmentHistory,
  appointments,
  patients,
  ratings,
  sessionNotes,
  users,
} from '../../core/db/schema.ts';

export type AppointmentRow = typeof appointments.$inferSelect;

const FINISHED: AppointmentRow['status'][] = ['completada', 'no_asistio'];

export const therapistUser = alias(users, 'therapist_user');
const patientUser = alias(users, 'patient_user');

/** One query for everything an appointment answer shows: names, e-mails, rating, note. */
function appointmentSelect(db: Db) {
  return db
    .select({
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
    })
    .from(appointments)
    .innerJoin(therapistUser, eq(therapistUser.id, appointments.therapistId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(patientUser, eq(patientUser.id, patients.userId))
    .leftJoin(ratings, eq(ratings.appointmentId, appointments.id))
    .leftJoin(sessionNotes, eq(sessionNotes.appointmentId, appointments.id));
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

export async function listAppointments(db: Db, actor: Actor, q: AppointmentListQuery, now: Date) {
  const where = and(
    ownership(actor),
    q.from ? gte(appointments.startsAt, new Date(q.from)) : undefined,
    q.to ? lt(appointments.startsAt, new Date(q.to)) : undefined,
    // A session marked done (or missed) belongs with the past even before its end time.
    q.when === 'upcoming'
      ? and(gte(appointments.endsAt, now), notInArray(appointments.status, FINISHED))
      : undefined,
    q.when === 'past'
      ? or(lt(appointments.endsAt, now), inArray(appointments.status, FINISHED))
      : undefined,
    q.status ? eq(appointments.status, q.status) : undefined,
    q.patientId ? eq(appointments.patientId, q.patientId) : undefined,
  );
  const order = q.when === 'past' ? desc(appointments.startsAt) : asc(appointments.startsAt);
  const [items, [total]] = await Promise.all([
    appointmentSelect(db)
      .where(where)
      .orderBy(order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .where(where),
  ]);
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

/** A new appointment and the first line of its history, together. */
export async function insertAppointment(
  db: Db,
  values: typeof appointments.$inferInsert,
  actorId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
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
