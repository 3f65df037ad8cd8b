import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { APP_ROUTES, articleBodySchema, type Article, type Audience } from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { ApiError } from '../../../core/api-client.ts';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useArticle, useArticlePreview, useSaveArticle } from '../api/content.ts';
import { ArticleHtml } from '../components/article-html.tsx';
import { ImageUpload } from '../components/image-upload.tsx';
import { PublicationFields } from '../components/publication-fields.tsx';
import { schemaErrors } from '../components/schema-errors.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.form;

interface Values {
  title: string;
  summary: string;
  category: string;
  audience: Audience;
  published: boolean;
  body: string;
}

function Editor({ article }: { article?: Article }) {
  const navigate = useNavigate();
  const save = useSaveArticle();
  const [error, setError] = useState<string>();
  const form = useForm<Values>({
    initialValues: {
      title: article?.title ?? '',
      summary: article?.description ?? '',
      category: article?.category ?? '',
      audience: article?.audience ?? 'ambos',
      published: article?.published ?? false,
      body: article?.body ?? '',
    },
    validate: (v) => schemaErrors(articleBodySchema, v),
  });
  const [body] = useDebouncedValue(form.values.body, 400);
  const preview = useArticlePreview(body);

  const submit = form.onSubmit((v) => {
    setError(undefined);
    save.mutate(
      { id: article?.id, ...v },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: T.articleCreated });
          if (!article) {
            void navigate(APP_ROUTES.infoArticleEdit.path.replace(':articleId', saved.id), {
              replace: true,
            });
          }
        },
        onError: (err) => {
          if (!applyFieldErrors(form, err))
            setError(err instanceof ApiError ? err.message : T.failed);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="sm">
            <TextInput label={T.title} withAsterisk {...form.getInputProps('title')} />
            <Textarea
              label={T.summary}
              withAsterisk
              autosize
              minRows={2}
              {...form.getInputProps('summary')}
            />
            <PublicationFields form={form} kind="article" />
            {article ? <ImageUpload item={article} label={T.cover} /> : null}
          </Stack>
          <Textarea
            label={T.body}
            description={T.bodyHint}
            withAsterisk
            autosize
            minRows={12}
            maxRows={30}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('body')}
          />
        </SimpleGrid>
        <Paper withBorder radius="md" p="md" aria-label={T.preview} component="section">
          <Text fw={600} mb="xs">
            {T.preview}
          </Text>
          {preview.data?.html ? (
            <ArticleHtml html={preview.data.html} testId="article-preview" />
          ) : (
            <Text c="dimmed" size="sm">
              {T.previewEmpty}
            </Text>
          )}
        </Paper>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <FormActions submit={T.save} saving={save.isPending} align="end">
          <Button variant="default" component={Link} to={APP_ROUTES.infoArticles.path}>
            {T.cancel}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}

/** /information/articles/:articleId (or `nuevo`): the Markdown editor with its live preview. */
export default function ArticleEditorPage() {
  const { articleId } = useParams();
  const isNew = articleId === 'nuevo';
  const article = useArticle(isNew ? undefined : articleId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={APP_ROUTES.infoArticles.path} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden="true" />
          {T.backToArticles}
        </Group>
      </Anchor>
      <Title order={2} size="h3">
        {isNew ? T.newArticle : T.editArticle}
      </Title>
      {isNew ? (
        <Editor />
      ) : (
        <QueryState query={article} texts={TEXTS.article} centered="xl">
          {(a) => <Editor key={a.id} article={a} />}
        </QueryState>
      )}
    </Stack>
  );
}
