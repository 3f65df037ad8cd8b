import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
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
            style={{ flexShrink: 0, '--badge-color': readableOn(status.hex) } as CSSProperties}
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
          {a.can.reschedule ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCalendarTime size={14} aria-hidden="true" />}
              onClick={() => actions.onReschedule(a)}
            >
              {M.actions.reschedule}
            </Button>
          ) : null}
          {a.can.cancel ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconX size={14} aria-hidden="true" />}
              onClick={() => actions.onCancel(a)}
            >
              {M.actions.cancel}
            </Button>
          ) : null}
          {a.can.rate ? (
            <Button
              size="xs"
              leftSection={<IconStar size={14} aria-hidden="true" />}
              onClick={() => actions.onRate(a)}
            >
              {M.actions.rate}
            </Button>
          ) : null}
          {showIcs ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCalendarPlus size={14} aria-hidden="true" />}
              loading={downloading}
              onClick={() => {
                setDownloading(true);
                void downloadIcs(a.id)
                  .catch(() => undefined)
                  .finally(() => setDownloading(false));
              }}
            >
              {M.actions.ics}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconMessage size={14} aria-hidden="true" />}
            onClick={() =>
              openChatWith({
                email: a.therapistEmail,
                userName: a.therapistName,
                userId: a.therapistId,
              })
            }
          >
            {M.actions.message}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Black or white, whichever has the higher contrast on the colour (WCAG relative luminance). */
function readableOn(hex: string): '#000000' | '#ffffff' {
  const n = parseInt(hex.replace('#', ''), 16);
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l =
    0.2126 * channel((n >> 16) & 255) +
    0.7152 * channel((n >> 8) & 255) +
    0.0722 * channel(n & 255);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
