import { format } from 'date-fns';
import { es } from 'date-fns/locale';

/** "12 de mayo de 2026" */
export function formatDay(iso: string): string {
  return format(new Date(iso), "d 'de' MMMM 'de' yyyy", { locale: es });
}

/** "12 de mayo de 2026, 10:00" (24 h) */
export function formatDayTime(iso: string): string {
  return format(new Date(iso), "d 'de' MMMM 'de' yyyy, HH:mm", { locale: es });
}

/** "21 nov 2026" */
export function formatShortDay(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy', { locale: es });
}
