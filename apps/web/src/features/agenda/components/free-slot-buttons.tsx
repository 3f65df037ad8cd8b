import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import type { Slot } from '@armonia/shared';
import { formatTime } from '../../../core/dates.ts';
import { QueryState } from '../../../components/query-state.tsx';

export interface FreeSlotTexts {
  pickDate: string;
  loading: string;
  error: string;
  none: string;
}

interface SlotsQuery {
  data?: Slot[];
  isLoading: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
}

/** A chosen slot that is not among the day's free ones any more (date changed) is dropped. */
export function useDropStaleSlot(
  value: string | null,
  slots: SlotsQuery,
  onChange: (slot: Slot | null) => void,
) {
  const items = slots.data;
  useEffect(() => {
    if (value && items && !slots.isPlaceholderData && !items.some((s) => s.start === value)) {
      onChange(null);
    }
  }, [value, items, slots.isPlaceholderData, onChange]);
}

/** One day's free slots as toggle buttons, with its loading, error and empty states. */
export function FreeSlotButtons(props: {
  date: string | null;
  slots: SlotsQuery;
  value: string | null;
  onChange: (slot: Slot | null) => void;
  texts: FreeSlotTexts;
  /** Said above the buttons (a start chosen on the calendar that is not free). */
  notice?: ReactNode;
}) {
  const { date, slots, value, onChange, texts } = props;
  const items = slots.data ?? [];
  return (
    <div data-testid="free-slots" aria-live="polite">
      {!date ? (
        <Text size="sm" c="dimmed">
          {texts.pickDate}
        </Text>
      ) : (
        <QueryState query={slots} texts={texts} empty={texts.none} size="sm">
          {() => (
            <Stack gap={6} mt={4}>
              {props.notice}
              <Group gap={8}>
                {items.map((s) => {
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
            </Stack>
          )}
        </QueryState>
      )}
    </div>
  );
}
