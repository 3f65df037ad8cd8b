import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MODALITY_LABELS, type Appointment } from '@armonia/shared';
import { TEXTS } from '../texts.ts';
import { formatShort, formatTime } from '../../../core/dates.ts';
import { StatusBadge } from './status-badge.tsx';
import { QueryState } from '../../../components/query-state.tsx';

/** A short list of appointments, each opening its detail; loading, error and empty states. */
export function AppointmentList(props: {
  items: Appointment[] | undefined;
  loading: boolean;
  error: boolean;
  /** What shows when there is none: a text, or the whole empty view. */
  empty: ReactNode;
  /** Only the hours (lists of one day). */
  timeOnly?: boolean;
  testId?: string;
}) {
  return (
    <QueryState
      query={{ isLoading: props.loading, isError: props.error, data: props.items }}
      loading={TEXTS.calendar.loading}
      error={TEXTS.calendar.loadError}
      empty={props.empty}
      size="sm"
    >
      {(items) => (
        <Stack
          gap={4}
          data-testid={props.testId}
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {items.map((a) => (
            <li key={a.id}>
              <UnstyledButton
                component={Link}
                to={`/appointments/${a.id}`}
                display="block"
                p="xs"
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  border: '1px solid var(--mantine-color-gray-3)',
                }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {props.timeOnly
                        ? `${formatTime(a.startsAt)}–${formatTime(a.endsAt)}`
                        : formatShort(a.startsAt)}
                    </Text>
                    <Text size="sm" truncate>
                      {a.patientName}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {MODALITY_LABELS[a.modality]}
                      {a.reason ? ` · ${a.reason}` : ''}
                    </Text>
                  </div>
                  <StatusBadge status={a.status} />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
