import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/** «12 de mar. de 2026, 10:30» in the viewer's zone. */
export const dayTime = (iso: string) =>
  format(new Date(iso), "d 'de' MMM 'de' yyyy, HH:mm", { locale: es });

/** «jueves 12 de marzo de 2026, 10:30». */
export const longDayTime = (iso: string) =>
  format(new Date(iso), "EEEE d 'de' MMMM 'de' yyyy, HH:mm", { locale: es });

/** A calendar date (yyyy-MM-dd) as «12 de marzo de 2026». */
export const calendarDay = (day: string) =>
  format(parseISO(day), "d 'de' MMMM 'de' yyyy", { locale: es });

export const fullName = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`.trim();
