import { Group, Progress, Stack, Text } from '@mantine/core';
import { TEXTS } from '../texts.ts';
import { RatingLine } from './rating-line.tsx';

const P = TEXTS.profile;
const STAR_VALUES = [5, 4, 3, 2, 1] as const;

/** The average and how the visible opinions spread over 1 to 5 stars. */
export function RatingSummary({
  rating,
  distribution,
}: {
  rating: { average: number | null; count: number };
  distribution: number[];
}) {
  const total = Math.max(1, rating.count);
  return (
    <Stack gap="xs">
      <RatingLine rating={rating} />
      <Stack
        gap={4}
        component="ul"
        aria-label={P.distribution}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {STAR_VALUES.map((n) => {
          const count = distribution[n - 1] ?? 0;
          return (
            <Group component="li" key={n} gap="xs" wrap="nowrap" aria-label={P.starsRow(n, count)}>
              <Text size="xs" w={14} ta="right" aria-hidden="true">
                {n}
              </Text>
              <Progress
                value={(count / total) * 100}
                color="orange.8"
                size="sm"
                style={{ flex: 1 }}
                aria-hidden="true"
              />
              <Text size="xs" w={20} aria-hidden="true">
                {count}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
