import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { APP_ROUTES } from '@armonia/shared';
import { formatDay } from '../../../core/dates.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useArticle, useOpenContent } from '../api/content.ts';
import { ArticleHtml } from '../components/article-html.tsx';
import { ContentImage } from '../components/content-image.tsx';
import { TEXTS } from '../texts.ts';

/** /tutorials/articles/:articleId: one article; reading it counts a view and clears "Nuevo". */
export default function ArticlePage() {
  const { articleId } = useParams();
  const article = useArticle(articleId);
  const { mutate: open } = useOpenContent();
  const loaded = article.isSuccess;
  useEffect(() => {
    if (loaded && articleId) open(articleId);
  }, [loaded, articleId, open]);

  return (
    <Stack gap="md" maw={820}>
      <Anchor component={Link} to={`${APP_ROUTES.tutorials.path}?tab=articulos`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden="true" />
          {TEXTS.article.back}
        </Group>
      </Anchor>
      <QueryState query={article} texts={TEXTS.article} centered="xl">
        {(a) => (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article">
            <Stack gap="md">
              <ContentImage
                item={a}
                alt={TEXTS.article.cover(a.title)}
                radius="md"
                mah={320}
                fit="cover"
                fallback={null}
              />
              <Badge variant="light" w="fit-content">
                {a.category}
              </Badge>
              <Title order={2}>{a.title}</Title>
              <Text c="dimmed" size="sm">
                {TEXTS.article.by(a.authorName, formatDay(a.publishedAt ?? a.createdAt))}
              </Text>
              <Text fw={500}>{a.description}</Text>
              <ArticleHtml html={a.html} testId="article-body" />
            </Stack>
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
