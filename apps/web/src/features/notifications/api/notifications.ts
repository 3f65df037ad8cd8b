import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
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

/** The tabs of this browser tell each other when notifications were read: every bell agrees. */
const readChannel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('notifications-read');

function reloadAfterRead(queryClient: QueryClient) {
  readChannel?.postMessage('read');
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** Reads every notification query of this tab again (a push, a reconnection, another tab). */
export function useReloadNotifications(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  }, [queryClient]);
}

/** Calls `reload` when another tab of the browser has read notifications. */
export function useReadInOtherTabs(reload: () => void) {
  useEffect(() => {
    if (!readChannel) return;
    readChannel.addEventListener('message', reload);
    return () => readChannel.removeEventListener('message', reload);
  }, [reload]);
}

/** Marks one read, then reloads the list and the count (spec section 4), here and in other tabs. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idNotify: string) =>
      api.get<NotificationOpened>(`/catalogs/notification/switch-view/${idNotify}`),
    onSuccess: () => reloadAfterRead(queryClient),
  });
}

/** «Marcar todas como leídas», then the dropdown, the page and the count reload, in every tab. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MarkAllRead>('/user/notifications/mark-all-read'),
    onSuccess: () => reloadAfterRead(queryClient),
  });
}
