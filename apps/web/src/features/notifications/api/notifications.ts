import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarkAllRead,
  Notification,
  NotificationOpened,
  NotificationPage,
  NotificationPageQuery,
} from '@armonia/shared';
import { api } from '../../../core/api-client.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  count: ['notifications', 'count'] as const,
  page: (q: NotificationPageQuery) => ['notifications', 'page', q] as const,
};

export function useNotificationList(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => api.get<Notification[]>('/user/notification-list', { signal }),
    enabled,
  });
}

/** The notifications page: one page of all of them, or of the unread ones. */
export function useNotificationPage(q: NotificationPageQuery) {
  return useQuery<NotificationPage>({
    queryKey: notificationKeys.page(q),
    queryFn: ({ signal }) =>
      api.get<NotificationPage>('/user/notifications', {
        query: q as Record<string, string | number | undefined>,
        signal,
      }),
    placeholderData: keepPreviousData,
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** «Marcar todas como leídas», then the dropdown, the page and the count reload. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MarkAllRead>('/user/notifications/mark-all-read'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
