import { Image, type ImageProps } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { ContentItem } from '@armonia/shared';
import { useContentImage } from '../api/content.ts';

/**
 * A video's poster or an article's cover, fetched with the session token (an <img> cannot send
 * it); `fallback` while there is none.
 */
export function ContentImage({
  item,
  alt,
  fallback,
  ...rest
}: { item: Pick<ContentItem, 'id' | 'imageVersion'>; alt: string; fallback: ReactNode } & Omit<
  ImageProps,
  'src'
>) {
  const image = useContentImage(item);
  const url = useMemo(
    () => (image.data ? URL.createObjectURL(image.data) : undefined),
    [image.data],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return <>{fallback}</>;
  return <Image src={url} alt={alt} {...rest} />;
}
