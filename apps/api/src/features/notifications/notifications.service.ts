import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_TEXTS,
  type Actor,
  type MarkAllRead,
  type Notification,
  type NotificationOpened,
  type NotificationPage,
} from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { toNotification } from '../../core/notifications/notifier.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

/** The user's own notifications: newest first, in their zone; writing them is core's Notifier. */
export function createNotificationsService(deps: { db: Db }) {
  const repo = createNotificationsRepository(deps.db);
  return {
    /** Dates in the reader's zone, which the session carries. */
    async list(reader: Actor & { timezone: string }): Promise<Notification[]> {
      const rows = await repo.listOf(reader.id, NOTIFICATION_LIST_LIMIT);
      return rows.map((r) => toNotification(r, reader.timezone));
    },

    /** The notifications page: a page of them (or of the unread ones) and the unread count. */
    async page(
      reader: Actor & { timezone: string },
      q: { page: number; pageSize: number; show: 'all' | 'unread' },
    ): Promise<NotificationPage> {
      const [{ rows, total }, unread] = await Promise.all([
        repo.pageOf(reader.id, {
          page: q.page,
          pageSize: q.pageSize,
          unreadOnly: q.show === 'unread',
        }),
        repo.unreadCount(reader.id),
      ]);
      return {
        items: rows.map((r) => toNotification(r, reader.timezone)),
        total,
        page: q.page,
        pageSize: q.pageSize,
        unread,
      };
    },

    unreadCount: (actor: Actor) => repo.unreadCount(actor.id),

    async markAllRead(actor: Actor): Promise<MarkAllRead> {
      return { updated: await repo.markAllRead(actor.id) };
    },

    async open(actor: Actor, id: string): Promise<NotificationOpened> {
      const row = await repo.markRead(actor.id, id);
      if (!row) throw AppError.notFound(NOTIFICATION_TEXTS.missing);
      return { idNotify: row.id, link: row.link };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
