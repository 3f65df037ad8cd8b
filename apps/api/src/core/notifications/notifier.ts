import { NOTIFICATION_UNREAD, SOCKET_EVENTS, type Notification } from '@armonia/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications, users } from '../db/schema.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { dayMonthYearTime, DEFAULT_TIMEZONE } from '../time.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow, zone: string): Notification {
  return {
    idNotify: row.id,
    status: row.status,
    message: row.message,
    registerDate: dayMonthYearTime(row.createdAt, zone),
    registeredAt: row.createdAt.toISOString(),
    link: row.link,
  };
}

export interface Notifier {
  notify(userId: string, n: { message: string; link?: string }): Promise<Notification>;
}

/**
 * The one way any feature tells a user something: stored first, then pushed at once to every
 * open session of that user (on any process).
 */
export function createNotifier(db: Db, realtime: Pick<Realtime, 'toUser'>): Notifier {
  return {
    async notify(userId, n) {
      const [row] = await db
        .insert(notifications)
        .values({ userId, message: n.message, link: n.link ?? null, status: NOTIFICATION_UNREAD })
        .returning();
      const [user] = await db
        .select({ timezone: users.timezone })
        .from(users)
        .where(eq(users.id, userId));
      const payload = toNotification(row!, user?.timezone ?? DEFAULT_TIMEZONE);
      realtime.toUser(userId, SOCKET_EVENTS.notification, payload);
      return payload;
    },
  };
}
