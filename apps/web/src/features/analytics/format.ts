import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';
import type { AnalyticsFigureKey } from '@armonia/shared';

const int = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const dec = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const pct = new Intl.NumberFormat('es-MX', { style: 'percent', maximumFractionDigits: 1 });

export const RATE_FIGURES: AnalyticsFigureKey[] = ['cancellationRate', 'noShowRate'];
/** Figures where less is better (a fall is shown in green). */
export const LOWER_IS_BETTER: AnalyticsFigureKey[] = ['cancellationRate', 'noShowRate'];

export const formatInt = (n: number) => int.format(n);
export const formatPercent = (n: number | null) => (n === null ? '—' : pct.format(n));

/** A figure's value as the screen shows it. */
export function formatFigure(key: AnalyticsFigureKey, value: number | null): string {
  if (value === null) return '—';
  if (RATE_FIGURES.includes(key)) return pct.format(value);
  if (key === 'averageRating') return dec.format(value);
  return int.format(value);
}

/** The change against the previous period: points for rates, a percentage for counts. */
export function formatChange(
  key: AnalyticsFigureKey,
  current: number | null,
  previous: number | null,
): { text: string; direction: 'up' | 'down' | 'same' } | null {
  if (current === null || previous === null) return null;
  const diff = current - previous;
  const direction = Math.abs(diff) < 1e-9 ? 'same' : diff > 0 ? 'up' : 'down';
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '';
  if (RATE_FIGURES.includes(key)) {
    return { text: `${sign}${dec.format(Math.abs(diff * 100))} pts`, direction };
  }
  if (key === 'averageRating') return { text: `${sign}${dec.format(Math.abs(diff))}`, direction };
  if (previous === 0) return { text: `${sign}${int.format(Math.abs(diff))}`, direction };
  return { text: `${sign}${pct.format(Math.abs(diff / previous))}`, direction };
}

/** "2 mar 2026" for a week (its Monday), "mar 2026" for a month. */
export function formatPeriod(period: string): string {
  return period.length === 7
    ? format(parseISO(`${period}-01`), 'MMM yyyy', { locale: es })
    : format(parseISO(period), 'd MMM yyyy', { locale: es });
}

export const formatDay = (day: string) => format(parseISO(day), 'd MMM yyyy', { locale: es });
