import {
  AspectRatio,
  Alert,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ContentAccess, ContentItem } from '@armonia/shared';
import { useDownloadContent, useOpenContent } from '../api/content.ts';
import { TEXTS } from '../texts.ts';

const PdfPreview = lazy(() => import('./pdf-preview.tsx'));

/**
 * A video or a document opened in a dialog: opening counts a view and brings the signed links;
 * a video plays (its file with seeking, or the provider's privacy-enhanced player), a PDF is
 * drawn by pdf.js, an image is shown, and anything else offers its download.
 */
export function ContentViewer({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const open = useOpenContent();
  const download = useDownloadContent();
  const [access, setAccess] = useState<ContentAccess>();
  const { mutate } = open;

  useEffect(() => {
    mutate(item.id, { onSuccess: setAccess });
  }, [item.id, mutate]);

  const type = item.file?.type ?? '';
  let body;
  if (open.isError) body = <Alert color="red">{TEXTS.reader.openFailed}</Alert>;
  else if (!access)
    body = (
      <Center py="xl">
        <Loader aria-label={TEXTS.reader.opening} />
      </Center>
    );
  else if (item.kind === 'video' && item.video?.embedUrl)
    body = (
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={item.video.embedUrl}
          title={item.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          style={{ border: 0 }}
        />
      </AspectRatio>
    );
  else if (item.kind === 'video' && access.url)
    body = (
      <video
        src={access.url}
        controls
        preload="metadata"
        playsInline
        style={{ width: '100%', borderRadius: 8, background: '#000' }}
        data-testid="video-player"
      >
        {TEXTS.reader.videoUnsupported}
      </video>
    );
  else if (type === 'application/pdf' && access.url)
    body = (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={TEXTS.pdf.loading} />
          </Center>
        }
      >
        <PdfPreview url={access.url} title={item.title} />
      </Suspense>
    );
  else if (type.startsWith('image/') && access.url)
    body = <Image src={access.url} alt={item.title} fit="contain" mah="70vh" />;
  else body = <Text>{TEXTS.reader.noPreview}</Text>;

  return (
    <Modal
      opened
      onClose={onClose}
      title={item.title}
      size="xl"
      closeButtonProps={{ 'aria-label': TEXTS.reader.close }}
      data-testid="content-viewer"
    >
      <Stack gap="sm">
        {body}
        {item.description ? (
          <Text size="sm" c="dimmed">
            {item.description}
          </Text>
        ) : null}
        {item.file ? (
          <Group justify="flex-end">
            <Button
              variant="light"
              leftSection={<IconDownload size={18} />}
              loading={download.isPending}
              onClick={() => download.mutate(item.id)}
            >
              {TEXTS.reader.download} ({TEXTS.reader.size(item.file.size)})
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
