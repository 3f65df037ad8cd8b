import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { DEFAULT_AGENDA_SETTINGS, type AgendaSettings, type WeeklyHours } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { agendaSettings, appointments, blockedPeriods } from '../../core/db/schema.ts';

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

export async function insertBlocked(
  db: Db,
  values: { therapistId: string; startsAt: Date; endsAt: Date; reason: string },
) {
  const [row] = await db.insert(blockedPeriods).values(values).returning();
  return row!;
}

/** Deletes one of the therapist's own blocked periods; false when there was none. */
export async function deleteBlocked(db: Db, therapistId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(blockedPeriods)
    .where(and(eq(blockedPeriods.id, id), eq(blockedPeriods.therapistId, therapistId)))
    .returning({ id: blockedPeriods.id });
  return deleted.length > 0;
}
