import { Anchor, Badge, Paper, Stack, Text, Group } from '@mantine/core';
import { Link } from 'react-router';
import { usePatientNotes } from '../api/patients.ts';
import { TEXTS } from '../texts.ts';
import { formatLong } from '../../../core/dates.ts';
import { NoteView } from './note-view.tsx';
import { AddendaList } from './session-note-panel.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconNotes } from '@tabler/icons-react';

const N = TEXTS.notes;

const appointmentPath = (id: string) => `/appointments/${id}`;

/** Every note the therapist wrote for this patient, read only, with its addenda. */
export function NotesTab({ patientId }: { patientId: string }) {
  const query = usePatientNotes(patientId);
  return (
    <QueryState
      query={query}
      texts={N}
      centered="lg"
      empty={<EmptyState icon={IconNotes} message={N.empty} size="sm" />}
      size="sm"
    >
      {(notes) => (
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
      )}
    </QueryState>
  );
}
