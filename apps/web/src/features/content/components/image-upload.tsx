import { Alert, Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { type ContentItem } from '@armonia/shared';
import { PhotoFileButton } from '../../../components/photo-file-button.tsx';
import { failureMessage } from '../../../core/api-client.ts';
import { useUploadImage } from '../api/content.ts';
import { TEXTS } from '../texts.ts';
import { ContentImage } from './content-image.tsx';

/** A video's image or an article's cover: chosen, sent, and shown as the server re-encoded it. */
export function ImageUpload({ item, label }: { item: ContentItem; label: string }) {
  const send = useUploadImage();
  const [current, setCurrent] = useState(item);
  const [error, setError] = useState<string>();
  const choose = (file: File | null) => {
    if (!file) return;
    setError(undefined);
    send.mutate(
      { id: item.id, file },
      {
        onSuccess: (saved) => {
          setCurrent(saved);
          notifications.show({ color: 'teal', message: TEXTS.form.imageSaved });
        },
        onError: (err) => setError(failureMessage(err, TEXTS.form.failed)),
      },
    );
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <Box w={128} h={72} style={{ flexShrink: 0 }}>
          <ContentImage
            item={current}
            alt={label}
            w={128}
            h={72}
            radius="sm"
            fit="cover"
            fallback={
              <ThemeIcon size={72} w={128} variant="light" radius="sm" aria-hidden="true">
                <IconPhoto size={28} />
              </ThemeIcon>
            }
          />
        </Box>
        <Stack gap={4}>
          <PhotoFileButton onChange={choose} size="xs" loading={send.isPending}>
            {TEXTS.form.chooseImage}
          </PhotoFileButton>
          <Text size="xs" c="dimmed">
            {TEXTS.form.imageHint}
          </Text>
        </Stack>
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
