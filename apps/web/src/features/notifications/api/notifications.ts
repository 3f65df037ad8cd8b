import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

export const notificationKeys = {
  list: ['notifications', 'list'] as const,
  count: ['notifications', 'count'] as const,
};

export function useNotificationList(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) =>
      api
        .get<{ status: 'success'; data: Notification[] }>('/user/notification-list', { signal })
        .then((r) => r.data),
    enabled,
  });
}

export function useNotificationCount() {
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: () =>
      api
        .post<{ status: 'success'; data: number }>('/user/notification-number')
        .then((r) => r.data),
  });
}

/** Marks one read, then reloads the list and the count (spec section 4). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idNotify: string) =>
      api.get<{ status: 'success'; data: { idNotify: string; link: string | null } }>(
        `/catalogs/notification/switch-view/${idNotify}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
