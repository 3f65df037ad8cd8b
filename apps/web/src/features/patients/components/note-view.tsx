import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { SessionNoteContent } from '@armonia/shared';
import { useWholeList } from '../api/list-options.ts';
import { TEXTS } from '../texts.ts';
import { formatDate } from '../../../core/dates.ts';

const T = TEXTS.note;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const Para = ({ text }: { text: string }) =>
  text ? (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {T.nothing}
    </Text>
  );

/** A note's content, read only (signed notes and the record's notes tab). */
export function NoteView({ content }: { content: SessionNoteContent }) {
  const tracking = useWholeList('trackingList');
  const points = new Map((tracking.data ?? []).map((i) => [i.id, String(i.data.point ?? '')]));
  return (
    <Stack gap="sm">
      <Section title={T.reason}>
        <Para text={content.reason} />
      </Section>
      <Section title={T.findings}>
        <Para text={content.findings} />
      </Section>
      <Section title={T.pairs}>
        {content.pairs.length === 0 ? (
          <Para text="" />
        ) : (
          <List size="sm" spacing={4}>
            {content.pairs.map((p) => (
              <List.Item key={p.itemId}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm">{p.name}</Text>
                  {p.found ? (
                    <Badge size="xs" variant="light">
                      {T.pairFound}
                    </Badge>
                  ) : null}
                  {p.applied ? (
                    <Badge size="xs" variant="light" color="teal">
                      {T.pairApplied}
                    </Badge>
                  ) : null}
                  {p.minutes ? (
                    <Text size="xs" c="dimmed">
                      {T.minutesShort(p.minutes)}
                    </Text>
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title={T.tracking}>
        <Para
          text={content.trackingChecked
            .map((id) => points.get(id) ?? '')
            .filter(Boolean)
            .join(', ')}
        />
      </Section>
      {(
        [
          [T.flowers, content.flowers],
          [T.homeopathy, content.homeopathy],
        ] as const
      ).map(([title, items]) => (
        <Section key={title} title={title}>
          {items.length === 0 ? (
            <Para text="" />
          ) : (
            <List size="sm" spacing={4}>
              {items.map((r) => (
                <List.Item key={r.itemId}>
                  {[r.name, r.potency, r.frequency].filter(Boolean).join(' · ')}
                </List.Item>
              ))}
            </List>
          )}
        </Section>
      ))}
      <Section title={T.recommendations}>
        <Para text={content.recommendations} />
      </Section>
      <Section title={T.nextVisit}>
        <Para text={content.nextVisit ? formatDate(content.nextVisit) : ''} />
      </Section>
    </Stack>
  );
}
