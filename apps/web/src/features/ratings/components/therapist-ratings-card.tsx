import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRatingSummary, useRatings } from '../api/ratings.ts';
import { TEXTS } from '../texts.ts';
import { formatDay } from '../../../core/dates.ts';
import { Stars } from './stars.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconStar } from '@tabler/icons-react';

const LATEST = 3;

/** The signed-in therapist's average, count and latest visible opinions (for their home). */
export function TherapistRatingsCard() {
  const summary = useRatingSummary();
  const latest = useRatings({ pageSize: LATEST });
  // Both answers make the card: it waits for both, and either failing fails it.
  const both = {
    isLoading: summary.isLoading || latest.isLoading,
    isError: summary.isError || latest.isError,
    data: summary.data,
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="therapist-ratings-card">
      <Title order={2} size="h4" mb="sm">
        {TEXTS.card.title}
      </Title>
      <QueryState
        query={both}
        texts={TEXTS.card}
        empty={<EmptyState icon={IconStar} message={TEXTS.card.none} size="sm" />}
        isEmpty={(s) => s?.count === 0}
        size="sm"
      >
        {(s) => (
          <Stack gap="sm">
            <Group gap="sm" align="center">
              <Text
                fz={32}
                fw={700}
                lh={1}
                aria-label={`${TEXTS.card.average}: ${formatAverage(s.average)}`}
              >
                {formatAverage(s.average)}
              </Text>
              <Stack gap={2}>
                <Stars value={roundHalf(s.average ?? 0)} />
                <Text size="sm" c="dimmed">
                  {TEXTS.card.count(s.count)}
                </Text>
              </Stack>
            </Group>
            <Divider label={TEXTS.card.latest} labelPosition="left" />
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {(latest.data?.items ?? []).map((r) => (
                <li key={r.id}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Stars value={r.stars} size="xs" />
                    <Text size="xs" c="dimmed">
                      {formatDay(r.createdAt)}
                    </Text>
                  </Group>
                  <Text size="sm" lineClamp={3}>
                    {r.comment || TEXTS.card.noComment}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.patientName}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}

function formatAverage(avg: number | null): string {
  return avg === null
    ? '–'
    : avg.toLocaleString('es-MX', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
}

function roundHalf(n: number): number {
  return Math.round(n * 2) / 2;
}
