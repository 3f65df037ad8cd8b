import { Indicator } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { addDays, format, max, parseISO, startOfMonth } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
import { FREE_SLOTS_MAX_DAYS, type FreeSlotsQuery } from '@armonia/shared';
import { localDate } from '../../../core/dates.ts';
import { useFreeSlots } from '../api/appointments.ts';

export interface FreeDayInputProps {
  label: string;
  /** yyyy-MM-dd */
  value: string | null;
  onChange: (date: string | null) => void;
  /** Whose free slots, of which length; no query while there is no one to ask about. */
  slots: Omit<FreeSlotsQuery, 'from' | 'to'> | undefined;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * A date picker that knows where the free slots are: days with one carry a dot, the others are
 * disabled, and with no date chosen yet it takes the first day that has one.
 */
export function FreeDayInput(props: FreeDayInputProps) {
  const { value, onChange, slots } = props;
  const today = localDate(new Date());
  // The month the calendar shows; the slots are asked for from its first day (or today).
  const [month, setMonth] = useState(() => value ?? today);
  useEffect(() => {
    if (value) setMonth(value);
  }, [value]);
  const from = localDate(max([startOfMonth(parseISO(month)), parseISO(today)]));
  const to = localDate(addDays(parseISO(from), FREE_SLOTS_MAX_DAYS - 1));
  const query = useFreeSlots(slots ? { ...slots, from, to } : undefined);

  const freeDays = useMemo(
    () => new Set((query.data ?? []).map((s) => localDate(new Date(s.start)))),
    [query.data],
  );
  const first = query.data?.[0] ? localDate(new Date(query.data[0].start)) : undefined;
  const known = query.isSuccess && !query.isPlaceholderData;

  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);

  return (
    <DatePickerInput
      label={props.label}
      required
      value={value}
      onChange={onChange}
      minDate={today}
      date={month}
      onDateChange={setMonth}
      // Only days known to be without a free slot are closed; the window ends 62 days on.
      excludeDate={(d) => known && d >= from && d <= to && !freeDays.has(d)}
      renderDay={(d) => (
        <Indicator
          size={5}
          color="teal"
          position="bottom-center"
          offset={-3}
          disabled={!freeDays.has(d)}
        >
          <div>{format(parseISO(d), 'd')}</div>
        </Indicator>
      )}
      valueFormat="dddd D [de] MMMM [de] YYYY"
      leftSection={<IconCalendar size={18} aria-hidden="true" />}
      disabled={props.disabled}
      data-testid={props['data-testid']}
      popoverProps={{ withinPortal: true }}
    />
  );
}
