import { and, asc, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_AGENDA_SETTINGS, type AgendaSettings, type WeeklyHours } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { preparedByShape } from '../../core/db/prepared.ts';
import {
  agendaSettings,
  appointments,
  blockedPeriods,
  therapistPatients,
  users,
} from '../../core/db/schema.ts';

export async function loadSettings(db: Db, therapistId: string): Promise<AgendaSettings> {
  const [row] = await db
    .select()
    .from(agendaSettings)
    .where(eq(agendaSettings.therapistId, therapistId));
  return settingsOf(row);
}

/** A therapist's settings row as the agenda reads it; the defaults when they saved none. */
export function settingsOf(
  row: typeof agendaSettings.$inferSelect | null | undefined,
): AgendaSettings {
  return row ? toSettings(row) : DEFAULT_AGENDA_SETTINGS;
}

function toSettings(row: typeof agendaSettings.$inferSelect): AgendaSettings {
  return {
    weeklyHours: row.weeklyHours as WeeklyHours,
    sessionMinutes: row.sessionMinutes,
    bufferMinutes: row.bufferMinutes,
    slotIntervalMinutes: row.slotIntervalMinutes as AgendaSettings['slotIntervalMinutes'],
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

const DAY = 86_400_000;

/**
 * Everything the free slots of a window are worked out from, in one round trip: the therapist's
 * account and settings, whether the patient is linked to them (shape `p`), and the appointments
 * (but the one being moved, shape `x`) and blocked periods around the window.
 */
const slotFactsStatement = preparedByShape('slot_facts', (db, name, shape) => {
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  const to = sql`${sql.placeholder('to')}::timestamptz`;
  const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
  return db
    .select({
      role: users.role,
      active: users.active,
      timezone: users.timezone,
      settings: agendaSettings,
      linked: shape.includes('p')
        ? sql<boolean>`exists (select 1 from ${therapistPatients} where ${therapistPatients.therapistId} = ${users.id} and ${therapistPatients.patientId} = ${sql.placeholder('patientUserId')})`
        : sql<boolean>`true`,
      busy: sql<[number, number][]>`coalesce((
        select json_agg(json_build_array(${epochMs(sql`${appointments.startsAt}`)}, ${epochMs(sql`${appointments.endsAt}`)}))
        from ${appointments}
        where ${appointments.therapistId} = ${users.id}
          and ${appointments.status} <> 'cancelada'
          and ${appointments.startsAt} < ${to}
          and ${appointments.endsAt} > ${from}
          ${shape.includes('x') ? sql`and ${appointments.id} <> ${sql.placeholder('excludeId')}` : sql``}
      ), '[]'::json)`,
      blocked: sql<[number, number][]>`coalesce((
        select json_agg(json_build_array(${epochMs(sql`${blockedPeriods.startsAt}`)}, ${epochMs(sql`${blockedPeriods.endsAt}`)}))
        from ${blockedPeriods}
        where ${blockedPeriods.therapistId} = ${users.id}
          and ${blockedPeriods.startsAt} < ${to}
          and ${blockedPeriods.endsAt} > ${from}
      ), '[]'::json)`,
    })
    .from(users)
    .leftJoin(agendaSettings, eq(agendaSettings.therapistId, users.id))
    .where(eq(users.id, sql.placeholder('therapistId')))
    .prepare(name);
});

/**
 * The facts of free slots. The therapist's zone is only known from this very row, so the window
 * read is the asked days widened by two days on each side (more than any zone offset plus the
 * longest buffer); what lies outside the asked window changes no slot.
 */
export async function slotFacts(
  db: Db,
  therapistId: string,
  days: { from: string; to: string },
  opts: { patientUserId?: string; excludeId?: string },
) {
  const shape = `${opts.patientUserId ? 'p' : ''}${opts.excludeId ? 'x' : ''}`;
  const [row] = await slotFactsStatement(db, shape).execute({
    therapistId,
    patientUserId: opts.patientUserId,
    excludeId: opts.excludeId,
    from: new Date(Date.parse(`${days.from}T00:00:00Z`) - 2 * DAY).toISOString(),
    to: new Date(Date.parse(`${days.to}T00:00:00Z`) + 3 * DAY).toISOString(),
  });
  if (!row) return undefined;
  const intervals = (pairs: [number, number][]) =>
    pairs.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
  return {
    ...row,
    settings: settingsOf(row.settings),
    busy: intervals(row.busy),
    blocked: intervals(row.blocked),
  };
}
