import { Group, Paper, Text, Title } from '@mantine/core';
import { IconCalendarShare } from '@tabler/icons-react';
import { FeedUrl } from './feed-url.tsx';
import { TEXTS } from '../texts.ts';

const M = TEXTS.mine;

/** The patient's private iCal subscription URL, in its own card beside Mis citas. */
export function FeedUrlCard() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="feed-title">
      <Group gap="xs" mb={4}>
        <IconCalendarShare size={20} aria-hidden="true" />
        <Title order={2} size="h4" id="feed-title">
          {M.feed.title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {M.feed.intro}
      </Text>
      <FeedUrl />
    </Paper>
  );
}
