import { Button, FileButton } from '@mantine/core';
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
