/**
 * Business days for the legal terms of the LFPDPPP (an ARCO request is answered within 20 of
 * them): Monday to Friday, except the official rest days of the Ley Federal del Trabajo, art. 74.
 * Days are calendar days written yyyy-MM-dd; the arithmetic is done in UTC so no zone or
 * daylight-saving change moves a day.
 */

/** The days an ARCO request has to be answered (LFPDPPP). */
export const ARCO_TERM_BUSINESS_DAYS = 20;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** The n-th Monday (1-based) of a month (1-12) of a year, as yyyy-MM-dd. */
function nthMonday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay(); // 0 Sunday … 6 Saturday
  const firstMonday = 1 + ((8 - first) % 7);
  return `${year}-${pad(month)}-${pad(firstMonday + 7 * (n - 1))}`;
}

/**
 * The mandatory rest days of art. 74 LFT in a year: 1 January; the first Monday of February;
 * the third Monday of March; 1 May; 16 September; the third Monday of November; 1 December of
 * each year the federal executive changes hands (every six years from 2024); 25 December.
 * Election days (fraction X) are set by the electoral laws each time and are not included.
 */
export function mexicanRestDays(year: number): Set<string> {
  const days = [
    `${year}-01-01`,
    nthMonday(year, 2, 1),
    nthMonday(year, 3, 3),
    `${year}-05-01`,
    `${year}-09-16`,
    nthMonday(year, 11, 3),
    `${year}-12-25`,
  ];
  if (year >= 2024 && (year - 2024) % 6 === 0) days.push(`${year}-12-01`);
  return new Set(days);
}

const restDayCache = new Map<number, Set<string>>();

/** Whether a day is a business day: Monday–Friday and not an official rest day. */
export function isBusinessDay(day: string): boolean {
  const d = toDate(day);
  const weekday = d.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = d.getUTCFullYear();
  let rest = restDayCache.get(year);
  if (!rest) {
    rest = mexicanRestDays(year);
    restDayCache.set(year, rest);
  }
  return !rest.has(day);
}

/**
 * The n-th business day after `day` (the day itself is not counted, whatever it is): a request
 * received on a Saturday or a holiday starts counting on the next business day.
 */
export function addBusinessDays(day: string, n: number): string {
  const d = toDate(day);
  let left = n;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isBusinessDay(toDay(d))) left -= 1;
  }
  return toDay(d);
}

/** Business days from `from` (exclusive) to `to` (inclusive); negative when `to` is earlier. */
export function businessDaysBetween(from: string, to: string): number {
  if (from === to) return 0;
  const sign = from < to ? 1 : -1;
  const [a, b] = sign === 1 ? [from, to] : [to, from];
  const d = toDate(a);
  let n = 0;
  while (toDay(d) < b) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isBusinessDay(toDay(d))) n += 1;
  }
  return sign * n;
}

/** The legal due date of an ARCO request received on `receivedDay`. */
export const arcoDueDate = (receivedDay: string) =>
  addBusinessDays(receivedDay, ARCO_TERM_BUSINESS_DAYS);

export type DueState = 'a_tiempo' | 'por_vencer' | 'vencida';

/** Business days left at which an open request is shown as near its due date. */
export const DUE_SOON_BUSINESS_DAYS = 5;

/**
 * How an open request stands against its due date on `today`: overdue after the due day, near
 * when at most five business days are left, on time otherwise.
 */
export function dueState(dueDay: string, today: string): DueState {
  if (today > dueDay) return 'vencida';
  return businessDaysBetween(today, dueDay) <= DUE_SOON_BUSINESS_DAYS ? 'por_vencer' : 'a_tiempo';
}
