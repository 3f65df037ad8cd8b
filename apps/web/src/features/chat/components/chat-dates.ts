import { format, subDays } from 'date-fns';
import { TEXTS } from '../texts.ts';

/**
 * When a conversation last moved, from the API's "dd/MM/yyyy HH:mm:ss": the time today,
 * "ayer", or the date.
 */
export function lastMessageLabel(stamp: string, now = new Date()): string {
  const day = stamp.slice(0, 10);
  if (day === format(now, 'dd/MM/yyyy')) return stamp.slice(11, 16);
  if (day === format(subDays(now, 1), 'dd/MM/yyyy')) return TEXTS.page.yesterday;
  return day;
}
