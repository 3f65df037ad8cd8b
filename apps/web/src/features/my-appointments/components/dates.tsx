import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DatesProvider } from '@mantine/dates';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import type { ReactNode } from 'react';

/** Mantine's pickers in Spanish with weeks starting on Monday. */
export function SpanishDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/** "lunes 12 de mayo de 2026, 10:00" (24 h, this device's zone) */
export function formatLong(iso: string): string {
  return format(new Date(iso), "EEEE d 'de' MMMM 'de' yyyy, HH:mm", { locale: es });
}

/** "lunes 12 de mayo de 2026, 10:00–11:00" */
export function formatRange(startIso: string, endIso: string): string {
  return `${formatLong(startIso)}–${formatTime(endIso)}`;
}

export function formatTime(iso: string): string {
  return format(new Date(iso), 'HH:mm');
}

/** "12 de mayo de 2026" from "2026-05-12" (a calendar date, no zone). */
export function formatDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return format(new Date(y!, m! - 1, d!), "d 'de' MMMM 'de' yyyy", { locale: es });
}

/** yyyy-MM-dd of an instant in this device's zone. */
export function localDate(d: Date): string {
  return format(d, 'yyyy-MM-dd');
}

export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
