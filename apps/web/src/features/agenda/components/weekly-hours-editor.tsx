import { ActionIcon, Button, Group, Input, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  WEEKDAYS,
  WEEKDAY_LABELS,
  minutesOfDay,
  type AgendaSettings,
  type WeeklyHours,
} from '@armonia/shared';
import { TEXTS } from '../texts.ts';
import { timeChoices } from './agenda-time.ts';

const T = TEXTS.settings;
const CHOICES = timeChoices(15);

/** The range offered after the day's last one: right after it, two hours long. */
export function nextRange(ranges: WeeklyHours['1']): { start: string; end: string } {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '14:00' };
  const start = Math.min(minutesOfDay(last.end) + 60, 23 * 60);
  const end = Math.min(start + 120, 24 * 60);
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { start: hhmm(start), end: hhmm(end) };
}

/** Several working ranges per weekday, Monday first. */
export function WeeklyHoursEditor({ form }: { form: UseFormReturnType<AgendaSettings> }) {
  return (
    <Stack gap="xs" data-testid="weekly-hours">
      {WEEKDAYS.map((d) => {
        const key = String(d) as keyof WeeklyHours;
        const ranges = form.values.weeklyHours[key];
        const dayError = form.errors[`weeklyHours.${key}`];
        const label = WEEKDAY_LABELS[d]!;
        return (
          <Group
            key={key}
            align="flex-start"
            gap="sm"
            wrap="wrap"
            py={6}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            data-testid={`weekday-${key}`}
          >
            <Text fw={600} w={100} pt={6}>
              {label}
            </Text>
            <Stack gap={6} style={{ flex: '1 1 240px' }}>
              {ranges.length === 0 ? (
                <Text c="dimmed" size="sm" pt={6}>
                  {T.rest}
                </Text>
              ) : null}
              {ranges.map((_, i) => (
                <Group key={i} gap={6} wrap="nowrap" align="flex-start">
                  <Select
                    aria-label={`${label}: ${T.start} (${i + 1})`}
                    data={CHOICES.slice(0, -1)}
                    searchable
                    allowDeselect={false}
                    w={100}
                    {...form.getInputProps(`weeklyHours.${key}.${i}.start`)}
                  />
                  <Text pt={6} aria-hidden="true">
                    –
                  </Text>
                  <Select
                    aria-label={`${label}: ${T.end} (${i + 1})`}
                    data={CHOICES.slice(1)}
                    searchable
                    allowDeselect={false}
                    w={100}
                    {...form.getInputProps(`weeklyHours.${key}.${i}.end`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={2}
                    aria-label={T.removeRange(label, i + 1)}
                    onClick={() => form.removeListItem(`weeklyHours.${key}`, i)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ))}
              {dayError ? <Input.Error>{dayError}</Input.Error> : null}
            </Stack>
            <Button
              variant="subtle"
              size="compact-sm"
              mt={4}
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => form.insertListItem(`weeklyHours.${key}`, nextRange(ranges))}
              disabled={ranges.length >= 6}
              aria-label={`${T.addRange} (${label})`}
            >
              {T.addRange}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
