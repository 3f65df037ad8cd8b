import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SpanishDates } from './spanish-dates.tsx';

/**
 * A calendar date (yyyy-MM-dd, '' when empty) typed or picked as dd/MM/yyyy with the Spanish,
 * Monday-first picker: never the browser's own date input, which follows the device's locale.
 */
export function DateField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  minDate?: string;
  maxDate?: string;
  maw?: number;
}) {
  return (
    <SpanishDates>
      <DateInput
        label={props.label}
        value={props.value || null}
        onChange={(v) => props.onChange(v ?? '')}
        valueFormat="DD/MM/YYYY"
        placeholder="dd/mm/aaaa"
        clearable
        minDate={props.minDate}
        maxDate={props.maxDate}
        error={props.error}
        maw={props.maw}
        leftSection={<IconCalendar size={18} aria-hidden="true" />}
        popoverProps={{ withinPortal: true }}
      />
    </SpanishDates>
  );
}
