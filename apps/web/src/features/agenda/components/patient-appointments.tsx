import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { STATUS_COLORS, STATUS_LABELS } from '@armonia/shared';
import { formatShortDayTime } from '../../../core/dates.ts';
import { useAppointments } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { QueryState } from '../../../components/query-state.tsx';

const A = TEXTS.patientAppointments;

const appointmentPath = (id: string) => `/appointments/${id}`;

/** The patient's appointments, newest first, each opening its detail page. */
export function PatientAppointments({ patientId }: { patientId: string }) {
  const query = useAppointments({ patientId, pageSize: 50 });
  const items = [...(query.data?.items ?? [])].sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return (
    <QueryState query={query} loading={A.loading} centered="lg" error={A.error}>
      {() => (
        <Stack gap="sm">
          <Group justify="flex-end">
            <Anchor component={Link} to={`/new-appointment?patientId=${patientId}`} size="sm">
              {A.newAppointment}
            </Anchor>
          </Group>
          {items.length === 0 ? (
            <Text c="dimmed" size="sm">
              {A.empty}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="xs" aria-label={A.label}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{A.date}</Table.Th>
                    <Table.Th>{A.status}</Table.Th>
                    <Table.Th>{A.reason}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>
                        <Anchor component={Link} to={appointmentPath(a.id)} size="sm">
                          {formatShortDayTime(a.startsAt)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[a.status].hex} autoContrast size="sm">
                          {STATUS_LABELS[a.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={2}>
                          {a.reason || '—'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
