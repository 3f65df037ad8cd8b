import { Alert, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import {
  IconCalendarPlus,
  IconCalendarTime,
  IconMapPin,
  IconMessage,
  IconStar,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { MODALITY_LABELS, STATUS_COLORS, STATUS_LABELS, type Appointment } from '@armonia/shared';
import { downloadIcs } from '../api/appointments.ts';
import { openChatWith } from '../../chat/index.ts';
import { TEXTS } from '../texts.ts';
import { formatRange } from '../../../core/dates.ts';
import { AppointmentActionButtons } from './action-buttons.tsx';
import { readableTextColor } from './agenda-time.ts';

const M = TEXTS.mine;

export interface CardActions {
  onReschedule: (a: Appointment) => void;
  onCancel: (a: Appointment) => void;
  onRate: (a: Appointment) => void;
}

const isLink = (s: string) => /^https:\/\/\S+$/.test(s);

/** One appointment as the patient sees it, with what they may do now. */
export function MyAppointmentCard({ a, actions }: { a: Appointment; actions: CardActions }) {
  const [downloading, setDownloading] = useState(false);
  const when = formatRange(a.startsAt, a.endsAt);
  const status = STATUS_COLORS[a.status];
  const showIcs = a.status !== 'cancelada';

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      data-testid="appointment-card"
      data-appointment-id={a.id}
    >
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {M.card.with(a.therapistName)}
            </Text>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconCalendarTime
                size={16}
                aria-hidden="true"
                style={{ flexShrink: 0, marginTop: 3 }}
              />
              <Text size="sm">{capitalize(when)}</Text>
            </Group>
          </Stack>
          <Badge
            color={status.hex}
            data-testid="status-badge"
            // Mantine's autoContrast keeps white on the amber of «Solicitada» (3.6:1).
            style={
              { flexShrink: 0, '--badge-color': readableTextColor(status.hex) } as CSSProperties
            }
          >
            {STATUS_LABELS[a.status]}
          </Badge>
        </Group>

        <Group gap={6} wrap="nowrap" align="flex-start">
          {a.modality === 'en_linea' ? (
            <IconVideo size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
          ) : (
            <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
          )}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {MODALITY_LABELS[a.modality]}
            {' · '}
            {a.location === '' ? (
              <Text span c="dimmed" size="sm">
                {M.card.noLocation}
              </Text>
            ) : a.modality === 'en_linea' && isLink(a.location) ? (
              <Anchor href={a.location} target="_blank" rel="noopener noreferrer" size="sm">
                {M.card.videoLink}
              </Anchor>
            ) : (
              a.location
            )}
          </Text>
        </Group>

        {a.reason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={500} size="sm">
              {M.card.reason}:
            </Text>{' '}
            {a.reason}
          </Text>
        ) : null}

        {a.rating ? (
          <Text size="sm" c="dimmed">
            {M.card.rated(a.rating.stars)}
          </Text>
        ) : null}

        {a.policyNote ? (
          <Alert color="yellow" variant="light" p="xs" data-testid="policy-note">
            <Text size="sm">{a.policyNote}</Text>
          </Alert>
        ) : null}

        <Group gap="xs" role="group" aria-label={M.card.actions(when)}>
          <AppointmentActionButtons
            size="xs"
            iconSize={14}
            actions={[
              {
                shown: a.can.reschedule,
                label: M.actions.reschedule,
                icon: IconCalendarTime,
                variant: 'light',
                onClick: () => actions.onReschedule(a),
              },
              {
                shown: a.can.cancel,
                label: M.actions.cancel,
                icon: IconX,
                variant: 'light',
                color: 'red',
                onClick: () => actions.onCancel(a),
              },
              {
                shown: a.can.rate,
                label: M.actions.rate,
                icon: IconStar,
                onClick: () => actions.onRate(a),
              },
              {
                shown: showIcs,
                label: M.actions.ics,
                icon: IconCalendarPlus,
                variant: 'default',
                loading: downloading,
                onClick: () => {
                  setDownloading(true);
                  void downloadIcs(a.id)
                    .catch(() => undefined)
                    .finally(() => setDownloading(false));
                },
              },
              {
                shown: true,
                label: M.actions.message,
                icon: IconMessage,
                variant: 'default',
                onClick: () =>
                  openChatWith({
                    email: a.therapistEmail,
                    userName: a.therapistName,
                    userId: a.therapistId,
                  }),
              },
            ]}
          />
        </Group>
      </Stack>
    </Card>
  );
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
