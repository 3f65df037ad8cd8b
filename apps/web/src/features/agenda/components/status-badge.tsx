import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import {
  APPOINTMENT_STATUSES,
  STATUS_COLORS,
  STATUS_LABELS,
  type AppointmentStatus,
} from '@armonia/shared';
import { TEXTS } from '../texts.ts';
import { readableTextColor } from './agenda-time.ts';

/** The state of an appointment in the calendar's colour, with readable text on it. */
export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge
      color={STATUS_COLORS[status].hex}
      c={readableTextColor(STATUS_COLORS[status].hex)}
      style={{ flexShrink: 0 }}
      data-testid="status-badge"
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** What each calendar colour means. */
export function StatusLegend() {
  return (
    <Group gap="md" role="list" aria-label={TEXTS.calendar.legend} data-testid="status-legend">
      {APPOINTMENT_STATUSES.map((s) => (
        <Group key={s} gap={6} role="listitem" wrap="nowrap">
          <ColorSwatch color={STATUS_COLORS[s].hex} size={14} aria-hidden="true" />
          <Text size="sm">{STATUS_LABELS[s]}</Text>
        </Group>
      ))}
      <Group gap={6} role="listitem" wrap="nowrap">
        <ColorSwatch color="var(--mantine-color-gray-4)" size={14} aria-hidden="true" />
        <Text size="sm">{TEXTS.calendar.blocked}</Text>
      </Group>
    </Group>
  );
}
