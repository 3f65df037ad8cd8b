import { Avatar, type AvatarProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../core/api-client.ts';

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/**
 * A user's photo fetched with the session token (an <img> cannot send it), or their initials
 * while there is none. `version` changes with every upload, so the new photo shows at once.
 */
export function PhotoAvatar(
  props: { name: string; path: string | undefined; version: number | null | undefined } & Omit<
    AvatarProps,
    'src'
  >,
) {
  const { name, path, version, ...rest } = props;
  const photo = useQuery({
    queryKey: ['photo', path, version],
    queryFn: () => api.get<Blob>(path!, { silent: true }),
    enabled: Boolean(path && version),
    staleTime: Infinity,
    retry: false,
  });
  const url = useMemo(
    () => (photo.data ? URL.createObjectURL(photo.data) : undefined),
    [photo.data],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Avatar color="teal" radius="xl" alt={name} src={url} {...rest}>
      {initials(name)}
    </Avatar>
  );
}
