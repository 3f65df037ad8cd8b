import { Badge, Button, Divider, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSignature, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  emptySessionNote,
  type AppointmentStatus,
  type SessionNote,
  type SessionNoteContent,
} from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { confirmAction } from '../../../core/dialogs.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useAddAddendum, useSaveNote, useSessionNote, useSignNote } from '../api/session-note.ts';
import { TEXTS } from '../texts.ts';
import { formatLong, formatShortDayTime, localDate } from '../../../core/dates.ts';
import { PairsEditor, PrescriptionEditor, TrackingChecklist } from './note-editor-parts.tsx';
import { NoteView } from './note-view.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { DateField } from '../../../components/date-field.tsx';

const T = TEXTS.note;

const emptyContent = emptySessionNote();

/** The parts of a note edited as lists. */
type ListKey = 'pairs' | 'trackingChecked' | 'flowers' | 'homeopathy';

export interface SessionNotePanelProps {
  appointmentId: string;
  patientId: string;
  /** The appointment's state: a note is written once it is «completada». */
  status: AppointmentStatus;
}

/**
 * The clinical note of one appointment: a draft editor until it is signed, then a read-only
 * view with its addenda. Self-contained: it loads and saves through its own hooks.
 */
export function SessionNotePanel({ appointmentId, patientId, status }: SessionNotePanelProps) {
  const query = useSessionNote(appointmentId);
  const note = query.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="session-note-panel">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {T.title}
          </Title>
          {note ? (
            <Badge color={note.status === 'firmada' ? 'teal' : 'yellow'} variant="light">
              {note.status === 'firmada' ? T.signed : T.draft}
            </Badge>
          ) : null}
        </Group>
        <QueryState query={query} texts={T} size="sm">
          {() =>
            note?.status === 'firmada' ? (
              <SignedNote note={note} patientId={patientId} />
            ) : !note && status !== 'completada' ? (
              <Text c="dimmed" size="sm">
                {T.notCompleted}
              </Text>
            ) : (
              <NoteEditor
                key={note?.id ?? 'new'}
                appointmentId={appointmentId}
                patientId={patientId}
                note={note ?? null}
              />
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}

function NoteEditor(props: { appointmentId: string; patientId: string; note: SessionNote | null }) {
  const form = useForm<SessionNoteContent>({
    initialValues: props.note?.content ?? emptyContent,
  });
  /** The value, changes and error of one of the note's list editors. */
  const listField = <K extends ListKey>(key: K) => ({
    value: form.values[key],
    onChange: (v: SessionNoteContent[K]) => form.setFieldValue<SessionNoteContent, ListKey>(key, v),
    error: form.errors[key] as string | undefined,
  });
  const save = useSaveNote(props.appointmentId, props.patientId);
  const sign = useSignNote(props.appointmentId, props.patientId);

  const persist = async (values: SessionNoteContent) => {
    try {
      const saved = await save.mutateAsync(values);
      form.resetDirty(saved.content);
      return true;
    } catch (err) {
      applyFieldErrors(form, err);
      return false;
    }
  };

  const submit = form.onSubmit(async (values) => {
    if (await persist(values))
      notifications.show({ color: 'teal', title: T.savedDraft, message: T.title });
  });

  const signNow = async () => {
    const confirmed = await confirmAction({
      title: T.signTitle,
      message: T.signConfirm,
      confirmLabel: T.signConfirmLabel,
    });
    if (!confirmed) return;
    // What is on screen is what gets signed.
    if ((form.isDirty() || !props.note) && !(await persist(form.getValues()))) return;
    await sign.mutateAsync();
    notifications.show({ color: 'teal', title: T.signedOk, message: T.title });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {props.note ? (
          <Text size="xs" c="dimmed">
            {T.updatedAt(formatShortDayTime(props.note.updatedAt))}
          </Text>
        ) : null}
        <Textarea label={T.reason} autosize minRows={2} {...form.getInputProps('reason')} />
        <Textarea label={T.findings} autosize minRows={3} {...form.getInputProps('findings')} />
        <Divider label={T.pairs} labelPosition="left" />
        <PairsEditor {...listField('pairs')} />
        <Divider label={T.tracking} labelPosition="left" />
        <TrackingChecklist {...listField('trackingChecked')} />
        <Divider label={T.flowers} labelPosition="left" />
        <PrescriptionEditor listKey="flowers" label={T.flowersSearch} {...listField('flowers')} />
        <Divider label={T.homeopathy} labelPosition="left" />
        <PrescriptionEditor
          listKey="homeopathy"
          label={T.homeopathySearch}
          {...listField('homeopathy')}
        />
        <Divider />
        <Textarea
          label={T.recommendations}
          autosize
          minRows={2}
          {...form.getInputProps('recommendations')}
        />
        <DateField
          label={T.nextVisit}
          value={form.values.nextVisit}
          onChange={(v) => form.setFieldValue('nextVisit', v)}
          error={form.errors.nextVisit}
          minDate={localDate(new Date())}
          maw={220}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            type="submit"
            variant="default"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={save.isPending && !sign.isPending}
          >
            {T.saveDraft}
          </Button>
          <Button
            leftSection={<IconSignature size={18} />}
            onClick={() => void signNow()}
            loading={sign.isPending}
          >
            {T.sign}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SignedNote({ note, patientId }: { note: SessionNote; patientId: string }) {
  return (
    <Stack gap="md">
      {note.signedAt ? (
        <Text size="sm" c="dimmed">
          {T.signedAt(formatLong(note.signedAt))}
        </Text>
      ) : null}
      <NoteView content={note.content} />
      <Divider />
      <Addenda note={note} patientId={patientId} />
    </Stack>
  );
}

export function AddendaList({ note }: { note: SessionNote }) {
  return note.addenda.length === 0 ? (
    <Text size="sm" c="dimmed">
      {T.noAddenda}
    </Text>
  ) : (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {note.addenda.map((a) => (
        <Paper key={a.id} component="li" withBorder p="xs" radius="sm" bg="gray.0">
          <Text size="xs" c="dimmed">
            {T.addendumBy(a.authorName, formatLong(a.createdAt))}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {a.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function Addenda({ note, patientId }: { note: SessionNote; patientId: string }) {
  const [writing, setWriting] = useState(false);
  const add = useAddAddendum(note.appointmentId, patientId);
  const form = useForm({
    initialValues: { text: '' },
    validate: { text: (v) => (v.trim() === '' ? T.addendumRequired : null) },
  });
  const submit = form.onSubmit(async ({ text }) => {
    try {
      await add.mutateAsync(text.trim());
      form.reset();
      setWriting(false);
      notifications.show({ color: 'teal', title: T.addendumAdded, message: T.title });
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {T.addenda}
        </Title>
        {!writing ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setWriting(true)}
          >
            {T.addAddendum}
          </Button>
        ) : null}
      </Group>
      <AddendaList note={note} />
      {writing ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label={T.addendumText}
              autosize
              minRows={3}
              data-autofocus
              {...form.getInputProps('text')}
            />
            <FormActions
              submit={T.addendumSave}
              saving={add.isPending}
              align="end"
              gap="sm"
              cancel={{ label: TEXTS.form.cancel, onClick: () => setWriting(false) }}
            />
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
