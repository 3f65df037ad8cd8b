import {
  Alert,
  Anchor,
  Badge,
  Center,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Group,
} from '@mantine/core';
import { Link } from 'react-router';
import { STATUS_COLORS, STATUS_LABELS } from '@armonia/shared';
// The agenda's public entry point (its list shares the agenda's cache and invalidation).
import { useAppointments } from '../../agenda/index.ts';
import { usePatientNotes } from '../api/patients.ts';
import { TEXTS } from '../texts.ts';
import { formatLong, formatShortDayTime } from '../../../core/dates.ts';
import { NoteView } from './note-view.tsx';
import { AddendaList } from './session-note-panel.tsx';

const A = TEXTS.appointments;
const N = TEXTS.notes;

const appointmentPath = (id: string) => `/appointments/${id}`;

/** The patient's appointments, newest first, each opening its detail page. */
export function AppointmentsTab({ patientId }: { patientId: string }) {
  const query = useAppointments({ patientId, pageSize: 50 });
  if (query.isLoading)
    return (
      <Center py="lg">
        <Loader aria-label={A.loading} />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {A.error}
      </Alert>
    );
  const items = [...(query.data?.items ?? [])].sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return (
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
          <Table verticalSpacing="xs" aria-label={TEXTS.record.tabs.appointments}>
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
  );
}

/** Every note the therapist wrote for this patient, read only, with its addenda. */
export function NotesTab({ patientId }: { patientId: string }) {
  const query = usePatientNotes(patientId);
  if (query.isLoading)
    return (
      <Center py="lg">
        <Loader aria-label={N.loading} />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {N.error}
      </Alert>
    );
  const notes = query.data ?? [];
  if (notes.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {N.empty}
      </Text>
    );
  return (
    <Stack gap="md">
      {notes.map((n) => (
        <Paper key={n.id} withBorder radius="md" p="sm" component="article">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{N.session(formatLong(n.appointmentStartsAt))}</Text>
              <Group gap="xs">
                <Badge color={n.status === 'firmada' ? 'teal' : 'yellow'} variant="light">
                  {n.status === 'firmada' ? TEXTS.note.signed : TEXTS.note.draft}
                </Badge>
                <Anchor component={Link} to={appointmentPath(n.appointmentId)} size="sm">
                  {N.openAppointment}
                </Anchor>
              </Group>
            </Group>
            <NoteView content={n.content} />
            {n.status === 'firmada' ? (
              <>
                <Text fw={600} size="sm">
                  {TEXTS.note.addenda}
                </Text>
                <AddendaList note={n} />
              </>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
