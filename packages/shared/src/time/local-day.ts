const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Days already worked out, by zone and instant: a list of appointments asks for the same few
 * (now, each start) again and again, and formatting costs microseconds each time.
 */
const known = new Map<string, string>();
const KNOWN_MAX = 10_000;

/**
 * The calendar day (yyyy-MM-dd) an instant falls on in a zone. Shared because policies that
 * both sides apply ("from the appointment's day on") count days in the therapist's zone.
 */
export function localDay(instant: Date, zone: string): string {
  const key = `${zone} ${instant.getTime()}`;
  const day = known.get(key);
  if (day !== undefined) return day;
  let f = dayFormatters.get(zone);
  if (!f) {
    // en-CA formats dates as yyyy-MM-dd; `format` is much cheaper than `formatToParts`.
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(zone, f);
  }
  const formatted = f.format(instant);
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(key, formatted);
  return formatted;
}
