import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_TEXTS,
  type Actor,
  type Notification,
  type NotificationOpened,
} from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { toNotification } from '../../core/notifications/notifier.ts';
import { userZone } from '../../core/users.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

/** The user's own notifications: newest first, in their zone; writing them is core's Notifier. */
export function createNotificationsService(deps: { db: Db }) {
  const repo = createNotificationsRepository(deps.db);
  return {
    async list(actor: Actor): Promise<Notification[]> {
      const [rows, zone] = await Promise.all([
        repo.listOf(actor.id, NOTIFICATION_LIST_LIMIT),
        userZone(deps.db, actor.id),
      ]);
      return rows.map((r) => toNotification(r, zone));
    },

    unreadCount: (actor: Actor) => repo.unreadCount(actor.id),

    async open(actor: Actor, id: string): Promise<NotificationOpened> {
      const row = await repo.markRead(actor.id, id);
      if (!row) throw AppError.notFound(NOTIFICATION_TEXTS.missing);
      return { idNotify: row.id, link: row.link };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
