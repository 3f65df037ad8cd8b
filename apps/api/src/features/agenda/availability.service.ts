import {
  AGENDA_TEXTS,
  type Actor,
  type AgendaSettings,
  type AgendaSettingsAnswer,
  type BlockedPeriod,
  type BlockedPeriodBody,
  type FreeSlotsQuery,
  type Slot,
} from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { addDays, DEFAULT_TIMEZONE, localDay, zonedTimeToUtc } from '../../core/time.ts';
import { activeTherapist, visibleAppointment } from './agenda.lookups.ts';
import {
  freeSlots,
  intervalProblem,
  type Interval,
  type IntervalProblem,
  type SlotRules,
} from './agenda.slots.ts';
import * as repo from './availability.repository.ts';
import { isLinked, userBasics } from './parties.repository.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

const PROBLEM_MESSAGES: Record<IntervalProblem, (s: AgendaSettings) => [number, string]> = {
  past: () => [400, AGENDA_TEXTS.inPast],
  notice: (s) => [400, AGENDA_TEXTS.bookingNotice(s.minBookingNoticeHours)],
  outside: () => [400, AGENDA_TEXTS.outsideAvailability],
  blocked: () => [400, AGENDA_TEXTS.blocked],
  taken: () => [409, AGENDA_TEXTS.slotTaken],
};

/**
 * The therapist's settings and what holds their time around a window: the rules a slot is
 * checked against. `excludeId` leaves out the appointment being moved.
 */
export async function slotRules(
  db: Db,
  therapistId: string,
  zone: string,
  window: Interval,
  earliest: Date,
  excludeId?: string,
): Promise<{ settings: AgendaSettings; rules: SlotRules }> {
  const settings = await repo.loadSettings(db, therapistId);
  const pad = settings.bufferMinutes * MINUTE;
  const from = new Date(window.start.getTime() - pad);
  const to = new Date(window.end.getTime() + pad);
  const [busy, blocked] = await Promise.all([
    repo.busyBetween(db, therapistId, from, to, excludeId),
    repo.blockedBetween(db, therapistId, window.start, window.end),
  ]);
  return {
    settings,
    rules: {
      zone,
      weeklyHours: settings.weeklyHours,
      bufferMinutes: settings.bufferMinutes,
      earliest,
      busy,
      blocked,
    },
  };
}

/** Refuses a slot the rules do not allow, in the words of the problem found. */
export function checkSlot(slot: Interval, rules: SlotRules, settings: AgendaSettings, now: Date) {
  const problem = intervalProblem(slot, rules, now);
  if (!problem) return;
  const [status, message] = PROBLEM_MESSAGES[problem](settings);
  throw new AppError(status, message, [{ field: 'startsAt', message }]);
}

/** Patients pick from the grid: a start off it is refused even when the time is free. */
export function checkOnGrid(start: Date, minutes: number, rules: SlotRules) {
  const day = localDay(start, rules.zone);
  const onGrid = freeSlots(day, day, minutes, rules).some(
    (s) => s.start.getTime() === start.getTime(),
  );
  if (!onGrid) {
    throw AppError.badRequest(AGENDA_TEXTS.notSlot, [
      { field: 'startsAt', message: AGENDA_TEXTS.notSlot },
    ]);
  }
}

function toBlockedPeriod(b: {
  id: string;
  startsAt: Date;
  endsAt: Date;
  reason: string;
}): BlockedPeriod {
  return {
    id: b.id,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    reason: b.reason,
  };
}

/** The therapist's availability: settings, blocked periods and the free slots they leave. */
export function createAvailabilityService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    async settings(actor: Actor): Promise<AgendaSettingsAnswer> {
      const t = await userBasics(db, actor.id);
      return {
        ...(await repo.loadSettings(db, actor.id)),
        timezone: t?.timezone ?? DEFAULT_TIMEZONE,
      };
    },

    async saveSettings(actor: Actor, s: AgendaSettings): Promise<AgendaSettingsAnswer> {
      await repo.saveSettings(db, actor.id, s);
      return this.settings(actor);
    },

    async blocked(actor: Actor): Promise<BlockedPeriod[]> {
      return (await repo.listBlocked(db, actor.id, now())).map(toBlockedPeriod);
    },

    async addBlocked(actor: Actor, body: BlockedPeriodBody): Promise<BlockedPeriod> {
      const row = await repo.insertBlocked(db, {
        therapistId: actor.id,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        reason: body.reason,
      });
      return toBlockedPeriod(row);
    },

    async deleteBlocked(actor: Actor, id: string) {
      if (!(await repo.deleteBlocked(db, actor.id, id))) {
        throw AppError.notFound(AGENDA_TEXTS.blockedPeriodMissing);
      }
      return { id };
    },

    async freeSlots(actor: Actor, q: FreeSlotsQuery): Promise<Slot[]> {
      const therapistId = actor.role === 'Terapeuta' ? actor.id : q.therapistId;
      if (
        !therapistId ||
        (actor.role === 'Terapeuta' && q.therapistId && q.therapistId !== actor.id)
      ) {
        throw AppError.notFound(AGENDA_TEXTS.unknownTherapist);
      }
      if (actor.role === 'Paciente' && !(await isLinked(db, therapistId, actor.id))) {
        throw AppError.notFound(AGENDA_TEXTS.unknownTherapist);
      }
      const t = await activeTherapist(db, therapistId);
      const settings = await repo.loadSettings(db, therapistId);
      const duration =
        actor.role === 'Paciente'
          ? settings.sessionMinutes
          : (q.duration ?? settings.sessionMinutes);
      const earliest =
        actor.role === 'Paciente'
          ? new Date(now().getTime() + settings.minBookingNoticeHours * HOUR)
          : now();
      const window = {
        start: zonedTimeToUtc(q.from, 0, t.timezone),
        end: zonedTimeToUtc(addDays(q.to, 1), 0, t.timezone),
      };
      if (q.excludeAppointmentId) await visibleAppointment(db, actor, q.excludeAppointmentId);
      const { rules } = await slotRules(
        db,
        therapistId,
        t.timezone,
        window,
        earliest,
        q.excludeAppointmentId,
      );
      return freeSlots(q.from, q.to, duration, rules).map((s) => ({
        start: s.start.toISOString(),
        end: s.end.toISOString(),
      }));
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
