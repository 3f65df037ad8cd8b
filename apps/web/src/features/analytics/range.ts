import { PRACTICE_TIMEZONE, localDay } from '@armonia/shared';

export type RangePreset = 'last30' | 'month' | 'year' | 'custom';

function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** Today in the practice's zone, whatever the device's. */
export function practiceToday(now = new Date()): string {
  return localDay(now, PRACTICE_TIMEZONE);
}

/** The days (both included) a preset covers, up to today. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string) {
  if (preset === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  if (preset === 'year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  return { from: addDays(today, -29), to: today };
}
