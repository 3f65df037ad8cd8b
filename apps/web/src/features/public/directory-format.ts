/** Dates and stars of the public directory, in Spanish, without the app's date library. */

const shortFormat = new Intl.DateTimeFormat('es-MX', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayFormat = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const timeFormat = new Intl.DateTimeFormat('es-MX', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateFormat = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "mar, 16 dic, 10:00" */
export const shortDateTime = (iso: string) => shortFormat.format(new Date(iso));
/** "martes, 16 de diciembre" */
export const dayHeading = (iso: string) => dayFormat.format(new Date(iso));
/** "10:00" */
export const timeOf = (iso: string) => timeFormat.format(new Date(iso));
/** "16 de diciembre de 2026" */
export const longDate = (iso: string) => dateFormat.format(new Date(iso));

/** yyyy-MM-dd of an instant on this device. */
export function deviceDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** "★★★★☆" for a rounded average (the text beside it says the exact one). */
export function starsOf(average: number): string {
  const full = Math.round(average);
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

export function ratingText(average: number, count: number): string {
  return `${average.toFixed(1)} de 5 (${count} ${count === 1 ? 'opinión' : 'opiniones'})`;
}
