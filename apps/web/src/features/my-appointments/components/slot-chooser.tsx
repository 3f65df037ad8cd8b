import { Alert, Button, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { Slot } from '@armonia/shared';
import { useFreeSlots } from '../../agenda/index.ts';
import { TEXTS } from '../texts.ts';
import { deviceTimeZone, formatTime, localDate } from './dates.tsx';

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
  const items = slots.data;

  // A chosen slot that is not among the day's free ones any more (date changed) is dropped.
  useEffect(() => {
    if (value && items && !slots.isPlaceholderData && !items.some((s) => s.start === value)) {
      onChange(null);
    }
  }, [value, items, slots.isPlaceholderData, onChange]);

  const otherZone = props.therapistZone && props.therapistZone !== deviceTimeZone();

  return (
    <Stack gap="sm">
      <DatePickerInput
        label={TEXTS.slots.date}
        required
        value={date}
        onChange={props.onDateChange}
        minDate={localDate(new Date())}
        valueFormat="dddd D [de] MMMM [de] YYYY"
        nextLabel={TEXTS.slots.nextMonth}
        previousLabel={TEXTS.slots.previousMonth}
        leftSection={<IconCalendar size={18} aria-hidden="true" />}
        disabled={!therapistId}
        data-testid="slot-date"
        popoverProps={{ withinPortal: true }}
      />
      <Input.Wrapper label={TEXTS.slots.title} required error={props.error} labelElement="div">
        <div data-testid="free-slots" aria-live="polite">
          {!date ? (
            <Text size="sm" c="dimmed">
              {TEXTS.slots.pickDate}
            </Text>
          ) : slots.isLoading ? (
            <Loader size="sm" aria-label={TEXTS.slots.loading} />
          ) : slots.isError ? (
            <Alert color="red" role="alert">
              {TEXTS.slots.error}
            </Alert>
          ) : (items ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              {TEXTS.slots.none}
            </Text>
          ) : (
            <Group gap={8} mt={4}>
              {items!.map((s) => {
                const selected = s.start === value;
                return (
                  <Button
                    key={s.start}
                    size="sm"
                    miw={76}
                    variant={selected ? 'filled' : 'default'}
                    aria-pressed={selected}
                    onClick={() => onChange(selected ? null : s)}
                  >
                    {formatTime(s.start)}
                  </Button>
                );
              })}
            </Group>
          )}
        </div>
      </Input.Wrapper>
      {otherZone ? (
        <Text size="xs" c="dimmed">
          {TEXTS.slots.zoneNote(props.therapistZone!)}
        </Text>
      ) : null}
    </Stack>
  );
}
