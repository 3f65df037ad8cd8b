import { minutesOfDay, type WeeklyHours } from '@armonia/shared';
import { addDays, isoWeekday, localDay, zonedTimeToUtc } from '../../core/time.ts';

export interface Interval {
  start: Date;
  end: Date;
}

export interface SlotRules {
  zone: string;
  weeklyHours: WeeklyHours;
  bufferMinutes: number;
  /** Sessions start only at minutes of the day divisible by this (15, 30 or 60). */
  slotIntervalMinutes: number;
  /** Earliest start allowed: now, plus the booking notice for patients. */
  earliest: Date;
  /** Appointments that hold the therapist's time (not cancelled), minus the one being moved. */
  busy: Interval[];
  blocked: Interval[];
}

const MINUTE = 60_000;

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Busy time widened by the buffer on both sides: no session starts or ends inside it. */
function clashes(candidate: Interval, rules: SlotRules): boolean {
  const pad = rules.bufferMinutes * MINUTE;
  const widened = {
    start: new Date(candidate.start.getTime() - pad),
    end: new Date(candidate.end.getTime() + pad),
  };
  return rules.busy.some((b) => overlaps(widened, b));
}

/** The first start allowed at or after a minute of the day. */
function nextAllowed(minute: number, interval: number): number {
  return Math.ceil(minute / interval) * interval;
}

/**
 * Free slots between two calendar days (inclusive, in the therapist's zone): within the
 * working ranges of each weekday, starting only on the therapist's grid (on the hour and half
 * hour by default), outside blocked periods, clear of other appointments by the buffer, and not
 * before `earliest`. After a free slot the next one starts at the first allowed time once the
 * session and its buffer are over (10:00 + 60 + 10 min: 10:30, not 11:10); a start that is not
 * free moves on to the next allowed time.
 */
export function freeSlots(
  from: string,
  to: string,
  duration: number,
  rules: SlotRules,
): Interval[] {
  const slots: Interval[] = [];
  const interval = rules.slotIntervalMinutes;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const ranges = rules.weeklyHours[String(isoWeekday(day)) as keyof WeeklyHours] ?? [];
    for (const range of ranges) {
      const end = minutesOfDay(range.end);
      let t = nextAllowed(minutesOfDay(range.start), interval);
      while (t + duration <= end) {
        const start = zonedTimeToUtc(day, t, rules.zone);
        const slot = { start, end: new Date(start.getTime() + duration * MINUTE) };
        const free =
          slot.start >= rules.earliest &&
          !rules.blocked.some((b) => overlaps(slot, b)) &&
          !clashes(slot, rules);
        if (free) slots.push(slot);
        t = free ? nextAllowed(t + duration + rules.bufferMinutes, interval) : t + interval;
      }
    }
  }
  return slots;
}

export type IntervalProblem = 'past' | 'notice' | 'outside' | 'blocked' | 'taken';

/**
 * Why an interval a therapist chose freely (any start, any length) cannot be booked, or null.
 * It must sit inside one working range of its day.
 */
export function intervalProblem(
  slot: Interval,
  rules: SlotRules,
  now: Date,
): IntervalProblem | null {
  if (slot.start < now) return 'past';
  if (slot.start < rules.earliest) return 'notice';
  const day = localDay(slot.start, rules.zone);
  const ranges = rules.weeklyHours[String(isoWeekday(day)) as keyof WeeklyHours] ?? [];
  const inside = ranges.some((r) => {
    const rs = zonedTimeToUtc(day, minutesOfDay(r.start), rules.zone);
    const re = zonedTimeToUtc(day, minutesOfDay(r.end), rules.zone);
    return slot.start >= rs && slot.end <= re;
  });
  if (!inside) return 'outside';
  if (rules.blocked.some((b) => overlaps(slot, b))) return 'blocked';
  if (clashes(slot, rules)) return 'taken';
  return null;
}
