import { WEEKDAYS, minutesOfDay, type WeeklyHours } from '@armonia/shared';

/** FullCalendar's shape of one business-hours block (kept local: no FullCalendar import here). */
export interface BusinessHoursBlock {
  /** 0 = Sunday … 6 = Saturday, as FullCalendar counts. */
  daysOfWeek: number[];
  startTime: string;
  endTime: string;
}

/** ISO weekday (Monday = 1 … Sunday = 7) to FullCalendar's (Sunday = 0). */
export function isoToCalendarWeekday(isoDay: number): number {
  return isoDay % 7;
}

/**
 * The therapist's weekly hours as FullCalendar business hours: one block per range, so a
 * day with a lunch break shows the break unshaded. No ranges at all yields `false` (the
 * whole week shows as outside working hours) rather than `[]`, which FullCalendar would
 * read as "no business hours configured" and leave everything unshaded.
 */
export function toBusinessHours(hours: WeeklyHours): BusinessHoursBlock[] | false {
  const blocks = WEEKDAYS.flatMap((d) =>
    hours[String(d) as keyof WeeklyHours].map((r) => ({
      daysOfWeek: [isoToCalendarWeekday(d)],
      startTime: r.start,
      endTime: r.end,
    })),
  );
  return blocks.length > 0 ? blocks : false;
}

function hhmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
}

/**
 * The hours the time grid shows: the working hours plus an hour either side, widened to
 * include any appointment outside them (hours may have changed after it was booked), and
 * 07:00–21:00 at least so an empty agenda still looks like a day.
 */
export function visibleTimeRange(
  hours: WeeklyHours,
  events: { start: Date; end: Date }[] = [],
): { slotMinTime: string; slotMaxTime: string } {
  let min = 7 * 60;
  let max = 21 * 60;
  for (const d of WEEKDAYS) {
    for (const r of hours[String(d) as keyof WeeklyHours]) {
      min = Math.min(min, minutesOfDay(r.start) - 60);
      max = Math.max(max, minutesOfDay(r.end) + 60);
    }
  }
  for (const e of events) {
    const sameDay = e.start.toDateString() === e.end.toDateString();
    min = Math.min(min, e.start.getHours() * 60 + e.start.getMinutes());
    max = Math.max(max, sameDay ? e.end.getHours() * 60 + e.end.getMinutes() : 24 * 60);
  }
  min = Math.max(0, Math.floor(min / 60) * 60);
  max = Math.min(24 * 60, Math.ceil(max / 60) * 60);
  return { slotMinTime: hhmm(min), slotMaxTime: hhmm(max) };
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function readableTextColor(hex: string): '#000000' | '#ffffff' {
  const n = parseInt(hex.replace('#', ''), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l =
    0.2126 * channel((n >> 16) & 255) +
    0.7152 * channel((n >> 8) & 255) +
    0.0722 * channel(n & 255);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onWhite >= onBlack ? '#ffffff' : '#000000';
}

export function minutesBetween(startIso: string, endIso: string): number {
  return Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000);
}

/** "00:00", "00:15" … "24:00": the choices of a working-hours range. */
export function timeChoices(stepMinutes = 15): string[] {
  const out: string[] = [];
  for (let m = 0; m <= 24 * 60; m += stepMinutes) out.push(hhmm(m).slice(0, 5));
  return out;
}

/**
 * A local wall-clock value of Mantine's pickers ("2026-05-12 10:00:00") as an ISO instant, or
 * null when empty or unreadable.
 */
export function localDateTimeToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
