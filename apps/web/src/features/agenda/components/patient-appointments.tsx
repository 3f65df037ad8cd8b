import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { STATUS_COLORS, STATUS_LABELS } from '@armonia/shared';
import { formatShortDayTime } from '../../../core/dates.ts';
import { useAppointments } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';

const A = TEXTS.patientAppointments;

const appointmentPath = (id: string) => `/appointments/${id}`;

/** The patient's appointments, newest first, each opening its detail page. */
export function PatientAppointments({ patientId }: { patientId: string }) {
  const query = useAppointments({ patientId, pageSize: 50 });
  const items = [...(query.data?.items ?? [])].sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return (
    <QueryState query={query} texts={A} centered="lg">
      {() => (
        <Stack gap="sm">
          <Group justify="flex-end">
            <Anchor component={Link} to={`/new-appointment?patientId=${patientId}`} size="sm">
              {A.newAppointment}
            </Anchor>
          </Group>
          <DataTable
            caption={A.label}
            rows={items}
            rowKey={(a) => a.id}
            minWidth={480}
            tableProps={{ verticalSpacing: 'xs' }}
            empty={<EmptyState icon={IconCalendarOff} message={A.empty} size="sm" />}
            columns={[
              {
                key: 'date',
                header: A.date,
                nowrap: true,
                cell: (a) => (
                  <Anchor component={Link} to={appointmentPath(a.id)} size="sm">
                    {formatShortDayTime(a.startsAt)}
                  </Anchor>
                ),
              },
              {
                key: 'status',
                header: A.status,
                cell: (a) => (
                  <Badge color={STATUS_COLORS[a.status].hex} autoContrast size="sm">
                    {STATUS_LABELS[a.status]}
                  </Badge>
                ),
              },
              {
                key: 'reason',
                header: A.reason,
                cell: (a) => (
                  <Text size="sm" lineClamp={2}>
                    {a.reason || '—'}
                  </Text>
                ),
              },
            ]}
          />
        </Stack>
      )}
    </QueryState>
  );
}
