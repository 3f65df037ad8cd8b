import { and, count, desc, eq } from 'drizzle-orm';
import { NOTIFICATION_READ, NOTIFICATION_UNREAD } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { notifications } from '../../core/db/schema.ts';

export function createNotificationsRepository(db: Db) {
  return {
    listOf(userId: string, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(eq(notifications.userId, userId), eq(notifications.status, NOTIFICATION_UNREAD)),
        );
      return row?.n ?? 0;
    },

    /** Marks one of the user's own notifications read; another user's id changes nothing. */
    async markRead(userId: string, id: string) {
      const [row] = await db
        .update(notifications)
        .set({ status: NOTIFICATION_READ, readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id, link: notifications.link });
      return row;
    },
  };
}
