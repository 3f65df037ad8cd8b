import { and, count, desc, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_READ, NOTIFICATION_UNREAD } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { pageOfRows } from '../../core/db/queries.ts';
import { notifications } from '../../core/db/schema.ts';

export function createNotificationsRepository(db: Db) {
  // The header asks for both on every page: prepared once, planned once per connection.
  const listStatement = db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .prepare('notifications_list');
  const unreadStatement = db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        eq(notifications.status, NOTIFICATION_UNREAD),
      ),
    )
    .prepare('notifications_unread');

  return {
    listOf(userId: string, limit: number) {
      return listStatement.execute({ userId, limit });
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await unreadStatement.execute({ userId });
      return row?.n ?? 0;
    },

    /** One page of the user's notifications, newest first, with the total of the query. */
    async pageOf(userId: string, q: { page: number; pageSize: number; unreadOnly: boolean }) {
      const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];
      const where = and(
        eq(notifications.userId, userId),
        q.unreadOnly ? eq(notifications.status, NOTIFICATION_UNREAD) : undefined,
      );
      return pageOfRows(db, notifications, where, newestFirst, q);
    },

    /** Marks every unread notification of the user read; answers how many there were. */
    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ status: NOTIFICATION_READ, readAt: new Date() })
        .where(and(eq(notifications.userId, userId), eq(notifications.status, NOTIFICATION_UNREAD)))
        .returning({ id: notifications.id });
      return rows.length;
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
