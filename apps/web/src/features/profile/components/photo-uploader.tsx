import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PHOTO_MAX_BYTES, type Profile } from '@armonia/shared';
import { failureMessage } from '../../../core/api-client.ts';
import { PhotoAvatar } from '../../../components/photo-avatar.tsx';
import { PhotoFileButton, UploadStatus } from '../../../components/photo-file-button.tsx';
import { useUploadPhoto } from '../api/profile.ts';
import { TEXTS } from '../texts.ts';

/** Photo with preview before upload, progress while it goes, and the server's verdict. */
export function PhotoUploader({ profile }: { profile: Profile }) {
  const [progress, setProgress] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const uploadPhoto = useUploadPhoto(setProgress);

  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (f: File | null) => {
    setError(undefined);
    setProgress(0);
    if (f && f.size > PHOTO_MAX_BYTES) {
      setFile(null);
      return setError(TEXTS.photo.tooBig);
    }
    setFile(f);
  };

  const send = () => {
    if (!file) return;
    uploadPhoto.mutate(file, {
      onSuccess: () => setFile(null),
      onError: (err) => setError(failureMessage(err, TEXTS.photo.failed)),
    });
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Group gap="md">
        {preview ? (
          <Image src={preview} alt={TEXTS.photo.preview} w={96} h={96} radius={48} fit="cover" />
        ) : (
          <PhotoAvatar
            name={profile.userName}
            path="/files/get-profile-image"
            version={profile.photoVersion}
            size={96}
            radius={48}
            data-testid="profile-photo"
          />
        )}
        <Stack gap={6}>
          <PhotoFileButton onChange={choose}>{TEXTS.photo.choose}</PhotoFileButton>
          <Text size="xs" c="dimmed">
            {TEXTS.photo.formats}
          </Text>
        </Stack>
      </Group>
      {file ? (
        <Group>
          <Button onClick={send} loading={uploadPhoto.isPending}>
            {TEXTS.photo.save}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            onClick={() => setFile(null)}
            disabled={uploadPhoto.isPending}
          >
            Cancelar
          </Button>
        </Group>
      ) : null}
      <UploadStatus
        progress={uploadPhoto.isPending ? progress : null}
        progressLabel={TEXTS.photo.progress}
        striped
        error={error}
      />
    </Stack>
  );
}
