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
