const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (yyyy-MM-dd) an instant falls on in a zone. Shared because policies that
 * both sides apply ("from the appointment's day on") count days in the therapist's zone.
 */
export function localDay(instant: Date, zone: string): string {
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
  return f.format(instant);
}
