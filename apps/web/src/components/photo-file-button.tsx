import { Alert, Button, FileButton, Progress } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PHOTO_TYPES } from '@armonia/shared';

/** The light button that picks a photo (the formats the server takes) for an upload. */
export function PhotoFileButton(props: {
  onChange: (file: File | null) => void;
  loading?: boolean;
  size?: 'xs';
  children: ReactNode;
}) {
  return (
    <FileButton onChange={props.onChange} accept={PHOTO_TYPES.join(',')}>
      {(fileProps) => (
        <Button
          variant="light"
          size={props.size}
          leftSection={<IconPhotoUp size={props.size === 'xs' ? 16 : 18} />}
          loading={props.loading}
          {...fileProps}
        >
          {props.children}
        </Button>
      )}
    </FileButton>
  );
}

/** Under a photo upload: its progress while it goes (null: not going), then what went wrong. */
export function UploadStatus(props: {
  progress: number | null;
  progressLabel: string;
  /** Stripes that move, for an upload that may take a while. */
  striped?: boolean;
  error: ReactNode;
}) {
  return (
    <>
      {props.progress !== null ? (
        <Progress
          value={props.progress}
          w={240}
          aria-label={props.progressLabel}
          striped={props.striped}
          animated={props.striped}
        />
      ) : null}
      {props.error ? (
        <Alert color="red" role="alert" py="xs">
          {props.error}
        </Alert>
      ) : null}
    </>
  );
}
