import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ReactNode } from 'react';

// A typed date is read in the format the field shows ("21/07/1995"), not the browser's.
dayjs.extend(customParseFormat);

/** Mantine's pickers in Spanish with weeks starting on Monday. */
export function SpanishDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
