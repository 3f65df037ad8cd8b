import { Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PHOTO_MAX_BYTES, type ListDef, type ListItem } from '@armonia/shared';
import { failureMessage, upload } from '../../../core/api-client.ts';
import { PhotoAvatar } from '../../../components/photo-avatar.tsx';
import { PhotoFileButton, UploadStatus } from '../../../components/photo-file-button.tsx';
import { TEXTS } from '../texts.ts';

const imagePath = (def: ListDef, item: ListItem) => `/lists/${def.key}/${item.id}/image`;

/** The item's image in the table, or its initials while it has none. */
export function ItemThumb({ def, item, label }: { def: ListDef; item: ListItem; label: string }) {
  return (
    <PhotoAvatar
      name={label}
      path={imagePath(def, item)}
      version={item.imageVersion}
      radius="sm"
      size={40}
    />
  );
}

/** Attach or replace the image of a saved item (lists whose definition has `image`). */
export function ItemImageUpload({
  def,
  item,
  label,
}: {
  def: ListDef;
  item: ListItem;
  label: string;
}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(item.imageVersion);

  const send = async (file: File | null) => {
    if (!file) return;
    setError(undefined);
    if (file.size > PHOTO_MAX_BYTES) return setError(TEXTS.image.tooBig);
    const form = new FormData();
    form.append('file', file);
    setProgress(0);
    try {
      const saved = await upload<ListItem>(
        imagePath(def, item),
        form,
        setProgress,
        // Every failure is shown right here, under the image.
        { silent: true },
      );
      setVersion(saved.imageVersion);
      await queryClient.invalidateQueries({ queryKey: ['lists', def.key] });
    } catch (err) {
      setError(failureMessage(err, TEXTS.image.failed));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs" mt="md">
      <Text fw={500} size="sm">
        {def.image}
      </Text>
      <Group>
        <PhotoAvatar
          name={label}
          path={imagePath(def, item)}
          version={version}
          radius="md"
          size={96}
          data-testid="item-image"
        />
        <PhotoFileButton onChange={(f) => void send(f)} loading={progress !== null}>
          {version ? TEXTS.image.change : TEXTS.image.add}
        </PhotoFileButton>
      </Group>
      <UploadStatus progress={progress} progressLabel={TEXTS.image.progress} error={error} />
    </Stack>
  );
}
