import { Button, Group, Stack, Text } from '@mantine/core';
import { addDays } from 'date-fns';
import type { Slot } from '@armonia/shared';
import { QueryState } from '../../../components/query-state.tsx';
import { formatTime, formatWeekdayDate, localDate } from '../../../core/dates.ts';
import { useProfileSlots } from '../api/directory.ts';
import { TEXTS } from '../texts.ts';

const P = TEXTS.profile;

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const DAYS = 14;

/** The free slots of the next two weeks by day; a click chooses one to book. */
export function TwoWeekSlots({
  slug,
  onPick,
  disabled,
}: {
  slug: string;
  onPick: (slot: Slot) => void;
  disabled?: boolean;
}) {
  const today = new Date();
  const from = localDate(today);
  const to = localDate(addDays(today, DAYS - 1));
  const slots = useProfileSlots(slug, from, to);
  const byDay = new Map<string, Slot[]>();
  for (const s of slots.data ?? []) {
    const day = localDate(new Date(s.start));
    byDay.set(day, [...(byDay.get(day) ?? []), s]);
  }
  return (
    <QueryState
      query={slots}
      loading={P.slotsLoading}
      error={P.slotsError}
      empty={P.noSlots}
      size="sm"
    >
      {() => (
        <Stack gap="sm" data-testid="profile-slots">
          {[...byDay.entries()].map(([day, items]) => (
            <Stack key={day} gap={4}>
              <Text size="sm" fw={600}>
                {capitalized(formatWeekdayDate(day))}
              </Text>
              <Group gap={6}>
                {items.map((s) => (
                  <Button
                    key={s.start}
                    size="compact-sm"
                    variant="default"
                    onClick={() => onPick(s)}
                    disabled={disabled}
                  >
                    {formatTime(s.start)}
                  </Button>
                ))}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
