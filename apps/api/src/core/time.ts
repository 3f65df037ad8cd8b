const formatters = new Map<string, Intl.DateTimeFormat>();

function formatParts(date: Date, zone: string): Parts {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(date).map((x) => [x.type, x.value]));
  return p as Parts;
}

type Parts = Readonly<Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>>;

/**
 * Wall-clock fields already worked out, by zone and second: lists show the same rows to the
 * same readers again and again, and each formatting costs microseconds.
 */
const known = new Map<string, Parts>();
const KNOWN_MAX = 10_000;

function partsIn(date: Date, zone: string): Parts {
  const key = `${zone} ${Math.floor(date.getTime() / 1000)}`;
  let p = known.get(key);
  if (!p) {
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(key, (p = formatParts(date, zone)));
  }
  return p;
}

/**
 * dd/MM/yyyy HH:mm:ss in a time zone, as people in Mexico write it: the chat's dates, whose
 * first 16 characters ("23/11/2026 16:59") are what the chat shows (spec section 3).
 */
export function dayMonthYearSeconds(date: Date, zone: string): string {
  const p = partsIn(date, zone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** dd/MM/yyyy HH:mm in a time zone: the spec's registerDate, and what the chat shows. */
export function dayMonthYearTime(date: Date, zone: string): string {
  return dayMonthYearSeconds(date, zone).slice(0, 16);
}

export const DEFAULT_TIMEZONE = 'America/Monterrey';

/** Offset of a zone at an instant, in minutes (local = UTC + offset). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const p = partsIn(instant, zone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour % 24, +p.minute, +p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time of a day has in a zone. Computed with the zone's offset at that
 * instant (checked twice), so it holds in zones with and without daylight saving time.
 */
export function zonedTimeToUtc(day: string, minutesOfDay: number, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, 0, minutesOfDay);
  let guess = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  guess = wall - zoneOffsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess);
}

/** The one implementation lives in the shared package: the agenda's policy counts days too. */
export { localDay } from '@armonia/shared';

/** yyyy-MM-dd plus n days (calendar arithmetic, zone-free). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: Monday 1 … Sunday 7. */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return ((new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay() + 6) % 7) + 1;
}

/** "lunes 24 de noviembre de 2026, 10:00" in a zone, for mails and notifications. */
export function longDateTime(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('es-MX', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** A calendar day ('2026-12-15') as "15 de diciembre de 2026", for mails and notifications. */
export function longDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('es-MX', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
