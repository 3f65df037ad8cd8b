import {
  AGENDA_TEXTS,
  mayBookThroughDirectory,
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
import { DEFAULT_TIMEZONE, localDay } from '../../core/time.ts';
import { unknownTherapist, visibleAppointment } from './agenda.lookups.ts';
import {
  freeSlots,
  intervalProblem,
  type Interval,
  type IntervalProblem,
  type SlotRules,
} from './agenda.slots.ts';
import * as repo from './availability.repository.ts';
import { directoryFactsOf, userBasics } from './parties.repository.ts';

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
      slotIntervalMinutes: settings.slotIntervalMinutes,
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
    throw AppError.badField('startsAt', AGENDA_TEXTS.notSlot);
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
      const patient = actor.role === 'Paciente' ? actor : undefined;
      const facts = await repo.slotFacts(db, therapistId, q, {
        patientUserId: patient?.id,
        excludeId: q.excludeAppointmentId,
      });
      // A patient sees the slots they may book: their therapist's, or a listed therapist's who
      // takes new patients (the directory); anyone else's existence does not show.
      if (patient && !(await mayBook(patient, therapistId, facts?.linked ?? false))) {
        throw AppError.notFound(AGENDA_TEXTS.unknownTherapist);
      }
      if (q.excludeAppointmentId) await visibleAppointment(db, actor, q.excludeAppointmentId);
      return slotsOf(facts, q.from, q.to, patient ? undefined : (q.duration ?? null));
    },

    /**
     * The slots a patient may book between two days (therapist's zone): the session length, the
     * booking notice. For screens that decided already who may see them (the directory).
     */
    async bookableSlots(therapistId: string, from: string, to: string): Promise<Slot[]> {
      return slotsOf(await repo.slotFacts(db, therapistId, { from, to }, {}), from, to);
    },
  };

  /** Whether a patient may see a therapist's slots: the same rule as booking them. */
  async function mayBook(patient: Actor, therapistId: string, linked: boolean): Promise<boolean> {
    if (linked) return true;
    return mayBookThroughDirectory(patient, await directoryFactsOf(db, therapistId), false).ok;
  }

  /**
   * Free slots from what one statement read (repo.slotFacts). `duration` undefined: as a patient
   * books (the session length, after the booking notice); null: the therapist's own session
   * length from now; a number: that length from now.
   */
  function slotsOf(
    facts: Awaited<ReturnType<typeof repo.slotFacts>>,
    from: string,
    to: string,
    duration?: number | null,
  ): Slot[] {
    if (!facts || facts.role !== 'Terapeuta' || !facts.active) throw unknownTherapist();
    const { settings } = facts;
    const asPatient = duration === undefined;
    const earliest = asPatient
      ? new Date(now().getTime() + settings.minBookingNoticeHours * HOUR)
      : now();
    const rules: SlotRules = {
      zone: facts.timezone,
      weeklyHours: settings.weeklyHours,
      bufferMinutes: settings.bufferMinutes,
      slotIntervalMinutes: settings.slotIntervalMinutes,
      earliest,
      busy: facts.busy,
      blocked: facts.blocked,
    };
    return freeSlots(from, to, duration ?? settings.sessionMinutes, rules).map((sl) => ({
      start: sl.start.toISOString(),
      end: sl.end.toISOString(),
    }));
  }
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
