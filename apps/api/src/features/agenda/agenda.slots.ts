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

/**
 * Free slots between two calendar days (inclusive, in the therapist's zone): within the
 * working ranges of each weekday, on a grid of session + buffer from each range's start,
 * outside blocked periods, clear of other appointments by the buffer, and not before
 * `earliest`.
 */
export function freeSlots(
  from: string,
  to: string,
  duration: number,
  rules: SlotRules,
): Interval[] {
  const slots: Interval[] = [];
  const step = duration + rules.bufferMinutes;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const ranges = rules.weeklyHours[String(isoWeekday(day)) as keyof WeeklyHours] ?? [];
    for (const range of ranges) {
      const end = minutesOfDay(range.end);
      for (let t = minutesOfDay(range.start); t + duration <= end; t += step) {
        const start = zonedTimeToUtc(day, t, rules.zone);
        const slot = { start, end: new Date(start.getTime() + duration * MINUTE) };
        if (slot.start < rules.earliest) continue;
        if (rules.blocked.some((b) => overlaps(slot, b))) continue;
        if (clashes(slot, rules)) continue;
        slots.push(slot);
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
