import { Alert, Anchor, Badge, Center, Loader, Paper, Stack, Text, Group } from '@mantine/core';
import { Link } from 'react-router';
import { usePatientNotes } from '../api/patients.ts';
import { TEXTS } from '../texts.ts';
import { formatLong } from '../../../core/dates.ts';
import { NoteView } from './note-view.tsx';
import { AddendaList } from './session-note-panel.tsx';

const N = TEXTS.notes;

const appointmentPath = (id: string) => `/appointments/${id}`;

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
