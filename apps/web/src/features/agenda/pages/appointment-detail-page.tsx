import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconCheck,
  IconDownload,
  IconMessageCircle,
  IconUserOff,
  IconX,
  IconCircleCheck,
  IconCalendarRepeat,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  APP_ROUTES,
  EVENT_LABELS,
  MODALITY_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
  type AppointmentDetail,
  type HistoryEntry,
} from '@armonia/shared';
import { ApiError } from '../../../core/api-client.ts';
import { openChatWith } from '../../chat/index.ts';
import { SessionNotePanel } from '../../patients/index.ts';
import { downloadIcs, useAppointment, type StatusAction } from '../api/appointments.ts';
import { formatLong, formatRange } from '../../../core/dates.ts';
import { AppointmentActionButtons } from '../components/action-buttons.tsx';
import { StatusActionDialog } from '../components/status-action-dialog.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { TEXTS } from '../texts.ts';
import { QueryState } from '../../../components/query-state.tsx';

const T = TEXTS.detail;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

function historyTitle(h: HistoryEntry): string {
  if (h.action === 'creada') return T.created;
  return STATUS_LABELS[h.action as keyof typeof STATUS_LABELS] ?? h.action;
}

function History({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">{T.noHistory}</Text>;
  return (
    <Timeline bulletSize={18} lineWidth={2} active={entries.length - 1} data-testid="history">
      {entries.map((h, i) => (
        <Timeline.Item key={`${h.at}-${i}`} title={historyTitle(h)}>
          <Text size="sm" c="dimmed">
            {T.historyBy(h.actorName, formatLong(h.at))}
          </Text>
          {h.fromStatus && h.fromStatus !== h.toStatus ? (
            <Text size="sm">
              {STATUS_LABELS[h.fromStatus]} → {STATUS_LABELS[h.toStatus]}
            </Text>
          ) : null}
          {h.fromStartsAt && h.toStartsAt && h.fromStartsAt !== h.toStartsAt ? (
            <Text size="sm">
              {T.historyMoved(formatLong(h.fromStartsAt), formatLong(h.toStartsAt))}
            </Text>
          ) : null}
          {h.reason ? <Text size="sm">{T.reason_(h.reason)}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function Actions({ a, onAction }: { a: AppointmentDetail; onAction: (s: StatusAction) => void }) {
  return (
    <Group gap="sm" data-testid="appointment-actions">
      <AppointmentActionButtons
        iconSize={18}
        actions={[
          {
            shown: a.can.confirm,
            label: TEXTS.actions.confirm.button,
            icon: IconCheck,
            onClick: () => onAction('confirm'),
          },
          {
            shown: a.can.reschedule,
            label: EVENT_LABELS.reschedule,
            icon: IconCalendarRepeat,
            variant: 'light',
            to: `${APP_ROUTES.reschedule.path}?id=${a.id}`,
          },
          {
            shown: a.can.complete,
            label: TEXTS.actions.complete.button,
            icon: IconCircleCheck,
            color: STATUS_COLORS.completada.hex,
            onClick: () => onAction('complete'),
          },
          {
            shown: a.can.noShow,
            label: TEXTS.actions['no-show'].button,
            icon: IconUserOff,
            color: STATUS_COLORS.no_asistio.hex,
            onClick: () => onAction('no-show'),
          },
          {
            shown: a.can.cancel,
            label: TEXTS.actions.cancel.button,
            icon: IconX,
            variant: 'outline',
            color: STATUS_COLORS.no_asistio.hex,
            onClick: () => onAction('cancel'),
          },
        ]}
      />
    </Group>
  );
}

function Detail({ a }: { a: AppointmentDetail }) {
  const [action, setAction] = useState<StatusAction | null>(null);
  const [downloading, setDownloading] = useState(false);
  const online = a.modality === 'en_linea';

  const ics = async () => {
    setDownloading(true);
    try {
      await downloadIcs(a.id);
    } catch {
      // The client already showed the error dialog.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Group gap="sm">
            <Title order={2} size="h3" data-testid="appointment-patient">
              {a.patientName}
            </Title>
            <StatusBadge status={a.status} />
          </Group>
          <Group gap={6} mt={4} wrap="nowrap" align="flex-start">
            <IconCalendarEvent
              size={18}
              aria-hidden="true"
              style={{ flexShrink: 0, marginTop: 3 }}
            />
            <Text data-testid="appointment-when">{formatRange(a.startsAt, a.endsAt)}</Text>
          </Group>
          {a.rescheduleCount > 0 ? (
            <Text size="sm" c="dimmed">
              {T.rescheduled(a.rescheduleCount)}
            </Text>
          ) : null}
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            loading={downloading}
            onClick={() => void ics()}
          >
            {T.ics}
          </Button>
          {a.patientEmail ? (
            <Button
              variant="default"
              leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
              onClick={() => openChatWith({ email: a.patientEmail!, userName: a.patientName })}
            >
              {T.message}
            </Button>
          ) : null}
        </Group>
      </Group>

      <Actions a={a} onAction={setAction} />
      <Divider />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label={T.patient}>
          <Anchor component={Link} to={`/patients/${a.patientId}`}>
            {a.patientName}
          </Anchor>
        </Field>
        <Field label={T.modality}>{MODALITY_LABELS[a.modality]}</Field>
        <Field label={online ? T.onlineLink : T.location}>
          {!a.location ? (
            T.noLocation
          ) : online ? (
            <Anchor href={a.location} target="_blank" rel="noopener noreferrer">
              {a.location}
            </Anchor>
          ) : (
            a.location
          )}
        </Field>
        <Field label={T.reason}>{a.reason || T.none}</Field>
        <Field label={T.notes}>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{a.notes || T.none}</Text>
        </Field>
      </SimpleGrid>

      {a.status === 'completada' ? (
        <>
          <Divider />
          <SessionNotePanel appointmentId={a.id} patientId={a.patientId} status={a.status} />
        </>
      ) : null}

      <Divider />
      <div>
        <Title order={3} size="h5" mb="sm">
          {T.history}
        </Title>
        <History entries={a.history} />
      </div>

      <StatusActionDialog appointmentId={a.id} action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}

/** /appointments/:appointmentId: one appointment, what may be done with it and its history. */
export default function AppointmentDetailPage() {
  const { appointmentId } = useParams();
  const appointment = useAppointment(appointmentId);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={960}>
      <QueryState
        query={appointment}
        loading={TEXTS.calendar.loading}
        error={
          <Stack gap="sm" align="flex-start">
            <Alert color="red" role="alert">
              {appointment.error instanceof ApiError &&
              (appointment.error.status === 404 || appointment.error.status === 400)
                ? T.notFound
                : TEXTS.common.loadError}
            </Alert>
            <Button component={Link} to={APP_ROUTES.calendar.path} variant="light">
              {TEXTS.home.viewAll}
            </Button>
          </Stack>
        }
      >
        {(data) => <Detail a={data} />}
      </QueryState>
    </Paper>
  );
}
