import { Badge, Box, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArticle, IconFileText, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_ROUTES, type ContentItem } from '@armonia/shared';
import { formatDay } from '../../../core/dates.ts';
import { TEXTS } from '../texts.ts';
import { ContentImage } from './content-image.tsx';

const ICONS = { video: IconPlayerPlay, document: IconFileText, article: IconArticle };

function details(item: ContentItem): string {
  const parts = [item.category];
  if (item.video?.durationSeconds) parts.push(TEXTS.reader.minutes(item.video.durationSeconds));
  if (item.kind === 'document' && item.file) parts.push(TEXTS.reader.size(item.file.size));
  if (item.publishedAt) parts.push(formatDay(item.publishedAt));
  return parts.join(' · ');
}

/** One published item in «Información y tutoriales», marked "Nuevo" until the reader opens it. */
export function ContentCard({ item, onOpen }: { item: ContentItem; onOpen: () => void }) {
  const Icon = ICONS[item.kind];
  const placeholder = (
    <Box bg="teal.0" h={140} style={{ display: 'grid', placeItems: 'center' }}>
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        <Icon size={30} />
      </ThemeIcon>
    </Box>
  );
  const action =
    item.kind === 'article' ? (
      <Button
        component={Link}
        to={APP_ROUTES.tutorialArticle.path.replace(':articleId', item.id)}
        variant="light"
        fullWidth
      >
        {TEXTS.reader.read}
      </Button>
    ) : (
      <Button variant="light" fullWidth onClick={onOpen}>
        {item.kind === 'video' ? TEXTS.reader.watch : TEXTS.reader.preview}
      </Button>
    );
  return (
    <Card withBorder radius="md" padding="md" data-testid="content-card">
      <Card.Section>
        {item.kind === 'document' ? (
          placeholder
        ) : (
          <ContentImage item={item} alt="" h={140} fit="cover" fallback={placeholder} />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} lh={1.3}>
            {item.title}
          </Text>
          {item.isNew ? (
            <Badge color="#9a3412" variant="filled" size="sm" style={{ flexShrink: 0 }}>
              {TEXTS.reader.isNew}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {details(item)}
        </Text>
        {item.description ? (
          <Text size="sm" lineClamp={3}>
            {item.description}
          </Text>
        ) : null}
        <Box mt="auto" pt="xs">
          {action}
        </Box>
      </Stack>
    </Card>
  );
}
