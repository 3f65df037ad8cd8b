import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DEFAULT_AGENDA_SETTINGS,
  type AgendaSettings,
  type AppointmentListQuery,
  type WeeklyHours,
} from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import {
  agendaSettings,
  appointmentHistory,
  appointments,
  blockedPeriods,
  calendarFeeds,
  patients,
  ratings,
  sessionNotes,
  therapistPatients,
  users,
  waitlistEntries,
} from '../../core/db/schema.ts';
import type { Viewer } from './agenda.policy.ts';

export type AppointmentRow = typeof appointments.$inferSelect;

const FINISHED: AppointmentRow['status'][] = ['completada', 'no_asistio'];

export async function loadSettings(db: Db, therapistId: string): Promise<AgendaSettings> {
  const [row] = await db
    .select()
    .from(agendaSettings)
    .where(eq(agendaSettings.therapistId, therapistId));
  return row ? toSettings(row) : DEFAULT_AGENDA_SETTINGS;
}

/** Settings of several therapists in one query (lists of a patient with several therapists). */
export async function loadSettingsOf(db: Db, ids: string[]) {
  const map = new Map<string, AgendaSettings>();
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(agendaSettings)
    .where(inArray(agendaSettings.therapistId, ids));
  for (const r of rows) map.set(r.therapistId, toSettings(r));
  return map;
}

function toSettings(row: typeof agendaSettings.$inferSelect): AgendaSettings {
  return {
    weeklyHours: row.weeklyHours as WeeklyHours,
    sessionMinutes: row.sessionMinutes,
    bufferMinutes: row.bufferMinutes,
    minBookingNoticeHours: row.minBookingNoticeHours,
    cancelNoticeHours: row.cancelNoticeHours,
    maxReschedules: row.maxReschedules,
    autoConfirm: row.autoConfirm,
  };
}

export async function saveSettings(db: Db, therapistId: string, s: AgendaSettings) {
  await db
    .insert(agendaSettings)
    .values({ therapistId, ...s, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: agendaSettings.therapistId,
      set: { ...s, updatedAt: new Date() },
    });
}

export async function userBasics(db: Db, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      active: users.active,
      timezone: users.timezone,
      photoVersion: users.photoVersion,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function blockedBetween(db: Db, therapistId: string, from: Date, to: Date) {
  return db
    .select({ start: blockedPeriods.startsAt, end: blockedPeriods.endsAt })
    .from(blockedPeriods)
    .where(
      and(
        eq(blockedPeriods.therapistId, therapistId),
        lt(blockedPeriods.startsAt, to),
        gt(blockedPeriods.endsAt, from),
      ),
    );
}

/** Time held by the therapist's appointments (all but cancelled) that touch a window. */
export async function busyBetween(
  db: Db,
  therapistId: string,
  from: Date,
  to: Date,
  excludeId?: string,
) {
  return db
    .select({ start: appointments.startsAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.therapistId, therapistId),
        ne(appointments.status, 'cancelada'),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
        excludeId ? ne(appointments.id, excludeId) : undefined,
      ),
    );
}

export async function listBlocked(db: Db, therapistId: string, now: Date) {
  return db
    .select()
    .from(blockedPeriods)
    .where(and(eq(blockedPeriods.therapistId, therapistId), gt(blockedPeriods.endsAt, now)))
    .orderBy(asc(blockedPeriods.startsAt))
    .limit(200);
}

const therapistUser = alias(users, 'therapist_user');
const patientUser = alias(users, 'patient_user');

/** One query for everything an appointment answer shows: names, e-mails, rating, note. */
function appointmentSelect(db: Db) {
  return db
    .select({
      a: appointments,
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

function ownership(viewer: Viewer): SQL {
  return viewer.role === 'Terapeuta'
    ? eq(appointments.therapistId, viewer.id)
    : eq(patients.userId, viewer.id);
}

export type AppointmentJoined = NonNullable<Awaited<ReturnType<typeof findAppointment>>>;

export async function findAppointment(db: Db, id: string) {
  const [row] = await appointmentSelect(db).where(eq(appointments.id, id));
  return row;
}

export async function listAppointments(db: Db, viewer: Viewer, q: AppointmentListQuery, now: Date) {
  const where = and(
    ownership(viewer),
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

export async function historyOf(db: Db, appointmentId: string) {
  return db
    .select({
      h: appointmentHistory,
      actorName: users.name,
      actorLastName: users.lastName,
    })
    .from(appointmentHistory)
    .leftJoin(users, eq(users.id, appointmentHistory.actorId))
    .where(eq(appointmentHistory.appointmentId, appointmentId))
    .orderBy(asc(appointmentHistory.at), asc(appointmentHistory.id));
}

export async function isLinked(db: Db, therapistId: string, patientUserId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(therapistPatients)
    .where(
      and(
        eq(therapistPatients.therapistId, therapistId),
        eq(therapistPatients.patientId, patientUserId),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function bookableTherapists(db: Db, patientUserId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      timezone: users.timezone,
      photoVersion: users.photoVersion,
      sessionMinutes: agendaSettings.sessionMinutes,
    })
    .from(therapistPatients)
    .innerJoin(users, eq(users.id, therapistPatients.therapistId))
    .leftJoin(agendaSettings, eq(agendaSettings.therapistId, users.id))
    .where(
      and(
        eq(therapistPatients.patientId, patientUserId),
        eq(users.active, true),
        eq(users.role, 'Terapeuta'),
      ),
    )
    .orderBy(asc(users.name));
}

export async function feedVersion(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { userId } })
    .returning({ version: calendarFeeds.version });
  return row!.version;
}

export async function bumpFeedVersion(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, version: 2 })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { version: sql`${calendarFeeds.version} + 1` },
    })
    .returning({ version: calendarFeeds.version });
  return row!.version;
}

export async function feedAppointments(db: Db, viewer: Viewer, from: Date) {
  return appointmentSelect(db)
    .where(and(ownership(viewer), gte(appointments.startsAt, from)))
    .orderBy(asc(appointments.startsAt))
    .limit(2000);
}

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
export async function listWaitlist(db: Db, viewer: Viewer) {
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
      w: waitlistEntries,
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
        viewer.role === 'Terapeuta'
          ? eq(waitlistEntries.therapistId, viewer.id)
          : eq(patients.userId, viewer.id),
      ),
    )
    .orderBy(asc(waitlistEntries.fromDate), asc(waitlistEntries.createdAt))
    .limit(200);
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
    .where(
      and(
        eq(waitlistEntries.patientId, patientId),
        eq(waitlistEntries.therapistId, therapistId),
        eq(waitlistEntries.status, 'activa'),
        lte(waitlistEntries.fromDate, toDate),
        gte(waitlistEntries.toDate, fromDate),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Marks the patient's entries covering a booked day as served. */
export async function serveWaitlist(db: Db, patientId: string, therapistId: string, day: string) {
  await db
    .update(waitlistEntries)
    .set({ status: 'atendida' })
    .where(
      and(
        eq(waitlistEntries.patientId, patientId),
        eq(waitlistEntries.therapistId, therapistId),
        eq(waitlistEntries.status, 'activa'),
        lte(waitlistEntries.fromDate, day),
        gte(waitlistEntries.toDate, day),
      ),
    );
}
