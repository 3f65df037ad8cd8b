import { Input, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { Slot } from '@armonia/shared';
import { FreeSlotButtons, useDropStaleSlot } from './free-slot-buttons.tsx';
import { useFreeSlots } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { deviceTimeZone, localDate } from '../../../core/dates.ts';

const M = TEXTS.mine;

interface Props {
  therapistId: string | null;
  /** The therapist's zone, to say so when this device uses another one. */
  therapistZone?: string;
  excludeAppointmentId?: string;
  date: string | null;
  onDateChange: (date: string | null) => void;
  /** Start (ISO) of the chosen slot. */
  value: string | null;
  onChange: (slot: Slot | null) => void;
  error?: string;
}

/** A date (Monday-first calendar) and that day's free slots of one therapist, as buttons. */
export function SlotChooser(props: Props) {
  const { therapistId, date, value, onChange, excludeAppointmentId } = props;
  const slots = useFreeSlots(
    therapistId && date ? { therapistId, from: date, to: date, excludeAppointmentId } : undefined,
  );
  useDropStaleSlot(value, slots, onChange);

  const otherZone = props.therapistZone && props.therapistZone !== deviceTimeZone();

  return (
    <Stack gap="sm">
      <DatePickerInput
        label={M.slots.date}
        required
        value={date}
        onChange={props.onDateChange}
        minDate={localDate(new Date())}
        valueFormat="dddd D [de] MMMM [de] YYYY"
        nextLabel={M.slots.nextMonth}
        previousLabel={M.slots.previousMonth}
        leftSection={<IconCalendar size={18} aria-hidden="true" />}
        disabled={!therapistId}
        data-testid="slot-date"
        popoverProps={{ withinPortal: true }}
      />
      <Input.Wrapper label={M.slots.title} required error={props.error} labelElement="div">
        <FreeSlotButtons
          date={date}
          slots={slots}
          value={value}
          onChange={onChange}
          texts={M.slots}
        />
      </Input.Wrapper>
      {otherZone ? (
        <Text size="xs" c="dimmed">
          {M.slots.zoneNote(props.therapistZone!)}
        </Text>
      ) : null}
    </Stack>
  );
}
