import { Group, Text } from '@mantine/core';
import { Stars } from '../../ratings/index.ts';
import { TEXTS } from '../texts.ts';

/** Average and count of the visible opinions, or that there are none yet. */
export function RatingLine({ rating }: { rating: { average: number | null; count: number } }) {
  if (rating.average === null || rating.count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {TEXTS.card.noRatings}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Stars value={rating.average} size="xs" />
      <Text size="sm">{TEXTS.card.rating(rating.average, rating.count)}</Text>
    </Group>
  );
}
