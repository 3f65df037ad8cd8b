import { format, formatDistance, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/**
 * Every date and time the web shows, in Spanish (es-MX), 24 h, in this device's zone. Instants
 * come as ISO strings; calendar dates (no zone) as yyyy-MM-dd.
 */

/** "lunes 12 de mayo de 2026, 10:00" */
export function formatLong(iso: string): string {
  return format(new Date(iso), "EEEE d 'de' MMMM 'de' yyyy, HH:mm", { locale: es });
}

/** "lun 12 may, 10:00" */
export function formatShort(iso: string): string {
  return format(new Date(iso), 'EEE d MMM, HH:mm', { locale: es });
}

/** "10:00" */
export function formatTime(iso: string): string {
  return format(new Date(iso), 'HH:mm');
}

/** "lunes 12 de mayo de 2026, 10:00–11:00" (the end date too when it is another day). */
export function formatRange(startIso: string, endIso: string): string {
  const s = new Date(startIso);
  const e = new Date(endIso);
  return s.toDateString() === e.toDateString()
    ? `${formatLong(startIso)}–${formatTime(endIso)}`
    : `${formatLong(startIso)} – ${formatLong(endIso)}`;
}

/** "12 de mayo de 2026, 10:00" */
export function formatDayTime(iso: string): string {
  return format(new Date(iso), "d 'de' MMMM 'de' yyyy, HH:mm", { locale: es });
}

/** "12 de may de 2026, 10:00" */
export function formatShortDayTime(iso: string): string {
  return format(new Date(iso), "d 'de' MMM 'de' yyyy, HH:mm", { locale: es });
}

/** "12 de mayo de 2026" of an instant. */
export function formatDay(iso: string): string {
  return format(new Date(iso), "d 'de' MMMM 'de' yyyy", { locale: es });
}

/** "12 de mayo de 2026" of a calendar date ("2026-05-12"). */
export function formatDate(day: string): string {
  return format(parseISO(day), "d 'de' MMMM 'de' yyyy", { locale: es });
}

/** "21 nov 2026" */
export function formatShortDay(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy', { locale: es });
}

/** "hace 5 minutos" (spec section 9). */
export function relativeTime(iso: string, now = new Date()): string {
  return formatDistance(new Date(iso), now, { addSuffix: true, locale: es });
}

/** yyyy-MM-dd of an instant in this device's zone. */
export function localDate(d: Date): string {
  return format(d, 'yyyy-MM-dd');
}

export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * How people in Mexico name the zones of the country's agendas; never the IANA identifier.
 * Another zone is named by the browser's own Spanish name of it.
 */
const ZONE_NAMES: Record<string, string> = {
  'America/Monterrey': 'hora del centro de México',
  'America/Mexico_City': 'hora del centro de México',
  'America/Merida': 'hora del centro de México',
  'America/Chihuahua': 'hora del centro de México',
  'America/Matamoros': 'hora del centro de México',
  'America/Bahia_Banderas': 'hora del centro de México',
  'America/Cancun': 'hora del sureste de México (Quintana Roo)',
  'America/Hermosillo': 'hora de Sonora',
  'America/Mazatlan': 'hora del Pacífico de México',
  'America/Tijuana': 'hora de Baja California',
};

export function zoneName(zone: string): string {
  const known = ZONE_NAMES[zone];
  if (known) return known;
  try {
    return (
      new Intl.DateTimeFormat('es-MX', { timeZone: zone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value ?? 'otra zona horaria'
    );
  } catch {
    return 'otra zona horaria';
  }
}

function offsetAt(zone: string, at: Date): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? zone
  );
}

/**
 * Whether two zones read the same clock now and half a year from now (so one with daylight
 * saving time and one without never pass for the same): then nothing needs saying.
 */
export function sameClock(a: string, b: string, now = new Date()): boolean {
  if (a === b) return true;
  const later = new Date(now.getTime() + 182 * 24 * 3_600_000);
  try {
    return offsetAt(a, now) === offsetAt(b, now) && offsetAt(a, later) === offsetAt(b, later);
  } catch {
    return false;
  }
}

/** "lunes 12 de mayo" of a calendar date ("2026-05-12"). */
export function formatWeekdayDate(day: string): string {
  return format(parseISO(day), "EEEE d 'de' MMMM", { locale: es });
}
