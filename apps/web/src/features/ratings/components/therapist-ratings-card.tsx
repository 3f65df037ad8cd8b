import { Alert, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useRatingSummary, useRatings } from '../api/ratings.ts';
import { TEXTS } from '../texts.ts';
import { formatDay } from '../../../core/dates.ts';
import { Stars } from './stars.tsx';

const LATEST = 3;

/** The signed-in therapist's average, count and latest visible opinions (for their home). */
export function TherapistRatingsCard() {
  const summary = useRatingSummary();
  const latest = useRatings({ pageSize: LATEST });
  const loading = summary.isLoading || latest.isLoading;
  const failed = summary.isError || latest.isError;
  const s = summary.data;

  return (
    <Paper withBorder radius="md" p="md" data-testid="therapist-ratings-card">
      <Title order={2} size="h4" mb="sm">
        {TEXTS.card.title}
      </Title>
      {loading ? (
        <Loader size="sm" aria-label={TEXTS.card.loading} />
      ) : failed || !s ? (
        <Alert color="red" role="alert">
          {TEXTS.card.error}
        </Alert>
      ) : s.count === 0 ? (
        <Text c="dimmed" size="sm">
          {TEXTS.card.none}
        </Text>
      ) : (
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
