import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { calendarFeeds } from '../../core/db/schema.ts';

/** The version in the user's private feed URL; the first read creates it. */
export async function feedVersion(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { userId } })
    .returning({ version: calendarFeeds.version });
  return row!.version;
}

/** A new version: the URL with the old one stops working. */
export async function bumpFeedVersion(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, version: 2 })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { version: sql`${calendarFeeds.version} + 1` },
    })
    .returning({ version: calendarFeeds.version });
  return row!.version;
}
