import { Input, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Slot } from '@armonia/shared';
import { FreeSlotButtons, useDropStaleSlot } from './free-slot-buttons.tsx';
import { useFreeSlots } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { deviceTimeZone, sameClock, zoneName } from '../../../core/dates.ts';
import { FreeDayInput } from './free-day-input.tsx';

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
  /** A start chosen before (ISO), selected once when that day's slots arrive. */
  preferredStart?: string;
  error?: string;
}

/**
 * A date (Monday-first calendar, days with free slots marked, the others closed) and that day's
 * free slots of one therapist, as buttons.
 */
export function SlotChooser(props: Props) {
  const { therapistId, date, value, onChange, excludeAppointmentId } = props;
  const slots = useFreeSlots(
    therapistId && date ? { therapistId, from: date, to: date, excludeAppointmentId } : undefined,
  );
  useDropStaleSlot(value, slots, onChange);
  const preferredDone = useRef(false);
  useEffect(() => {
    if (preferredDone.current || !props.preferredStart || !slots.data) return;
    preferredDone.current = true;
    const match = slots.data.find((s) => Date.parse(s.start) === Date.parse(props.preferredStart!));
    if (match) onChange(match);
  }, [slots.data, props.preferredStart, onChange]);

  const otherZone = props.therapistZone && !sameClock(props.therapistZone, deviceTimeZone());

  return (
    <Stack gap="sm">
      <FreeDayInput
        label={M.slots.date}
        value={date}
        onChange={props.onDateChange}
        slots={therapistId ? { therapistId, excludeAppointmentId } : undefined}
        disabled={!therapistId}
        data-testid="slot-date"
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
          {M.slots.zoneNote(zoneName(props.therapistZone!))}
        </Text>
      ) : null}
    </Stack>
  );
}
