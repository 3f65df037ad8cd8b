const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, zone: string) {
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
  return p as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** dd/MM/yyyy HH:mm in a time zone: the spec's registerDate. */
export function dayMonthYearTime(date: Date, zone: string): string {
  const p = partsIn(date, zone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** yyyy-MM-dd HH:mm:ss in a time zone: its first 16 characters are what the chat shows. */
export function isoLocal(date: Date, zone: string): string {
  const p = partsIn(date, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

export const DEFAULT_TIMEZONE = 'America/Monterrey';
