import { Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Slot } from '@armonia/shared';
import { useFreeSlots } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { localDate } from '../../../core/dates.ts';
import { FreeDayInput } from './free-day-input.tsx';
import { FreeSlotButtons, useDropStaleSlot } from './free-slot-buttons.tsx';

export interface SlotPickerProps {
  /** yyyy-MM-dd */
  date: string | null;
  onDateChange: (date: string | null) => void;
  duration: number | undefined;
  excludeAppointmentId?: string;
  /** Start (ISO) of the chosen slot. */
  value: string | null;
  onChange: (slot: Slot | null) => void;
  error?: ReactNode;
  /** A start chosen elsewhere (a click on the calendar), selected once the slots arrive. */
  preferredStart?: string | null;
  /** Put beside the date (the duration field of a new appointment). */
  aside?: ReactNode;
}

/** A date (days with free slots marked, the others closed) and that day's free slots. */
export function SlotPicker(props: SlotPickerProps) {
  const { date, duration, excludeAppointmentId, value, onChange, preferredStart } = props;
  const valid = duration !== undefined && duration >= 15 && duration <= 240;
  const slots = useFreeSlots(
    valid && date ? { from: date, to: date, duration, excludeAppointmentId } : undefined,
  );

  // The preferred start is offered once: after that the user's own choice wins.
  const preferredDone = useRef(false);
  const items = slots.data;
  const preferredMissing =
    Boolean(preferredStart) &&
    items !== undefined &&
    !items.some((s) => Date.parse(s.start) === Date.parse(preferredStart!));
  useEffect(() => {
    if (preferredDone.current || !preferredStart || !items) return;
    preferredDone.current = true;
    const match = items.find((s) => Date.parse(s.start) === Date.parse(preferredStart));
    if (match) onChange(match);
  }, [items, preferredStart, onChange]);

  // A chosen slot that is not among the day's free ones (date or duration changed) is dropped.
  useDropStaleSlot(value, slots, onChange);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: props.aside ? 2 : 1 }}>
        <FreeDayInput
          label={TEXTS.slots.date}
          value={date}
          onChange={props.onDateChange}
          slots={valid ? { duration, excludeAppointmentId } : undefined}
          data-testid="slot-date"
        />
        {props.aside}
      </SimpleGrid>
      <Input.Wrapper label={TEXTS.slots.title} required error={props.error}>
        <FreeSlotButtons
          date={date}
          slots={slots}
          value={value}
          onChange={onChange}
          texts={TEXTS.slots}
          notice={
            preferredMissing && !value && date === localDate(new Date(preferredStart!)) ? (
              <Text size="sm" c="orange.9">
                {TEXTS.slots.prefilledTaken}
              </Text>
            ) : null
          }
        />
      </Input.Wrapper>
    </Stack>
  );
}
