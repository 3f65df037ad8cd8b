import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationOpened } from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

export const notificationKeys = {
  list: ['notifications', 'list'] as const,
  count: ['notifications', 'count'] as const,
};

export function useNotificationList(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => api.get<Notification[]>('/user/notification-list', { signal }),
    enabled,
  });
}

export function useNotificationCount() {
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: () => api.post<number>('/user/notification-number'),
  });
}

/** Marks one read, then reloads the list and the count (spec section 4). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idNotify: string) =>
      api.get<NotificationOpened>(`/catalogs/notification/switch-view/${idNotify}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
