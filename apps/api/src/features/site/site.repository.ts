import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { SiteSettings } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { pageOfRows } from '../../core/db/queries.ts';
import { contactMessages, siteSettings, users } from '../../core/db/schema.ts';

const FOOTER_KEY = 'footer';

export function createSiteRepository(db: Db) {
  return {
    async getSettings(): Promise<SiteSettings | undefined> {
      const row = await db.query.siteSettings.findFirst({
        where: eq(siteSettings.key, FOOTER_KEY),
      });
      return row?.value as SiteSettings | undefined;
    },

    async saveSettings(value: SiteSettings) {
      await db
        .insert(siteSettings)
        .values({ key: FOOTER_KEY, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
    },

    /** Writes the defaults only where nothing is stored yet. */
    async ensureSettings(value: SiteSettings) {
      await db.insert(siteSettings).values({ key: FOOTER_KEY, value }).onConflictDoNothing();
    },

    async insertContact(values: typeof contactMessages.$inferInsert) {
      const [row] = await db
        .insert(contactMessages)
        .values(values)
        .returning({ id: contactMessages.id });
      return row!.id;
    },

    /** The contact inbox: newest first, optionally only those not handled, and how many wait. */
    async contactPage(opts: { pending: boolean; page: number; pageSize: number }) {
      const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];
      const unhandledOnly = isNull(contactMessages.handledAt);
      const [page, unhandled] = await Promise.all([
        pageOfRows(
          db,
          contactMessages,
          opts.pending ? unhandledOnly : undefined,
          newestFirst,
          opts,
        ),
        // Showing only the pending ones, the page's total is already their count.
        opts.pending
          ? undefined
          : db
              .select({ n: count() })
              .from(contactMessages)
              .where(unhandledOnly)
              .then(([row]) => row!.n),
      ]);
      return { ...page, unhandled: unhandled ?? page.total };
    },

    async markContact(id: string, handled: boolean, by: string) {
      const [row] = await db
        .update(contactMessages)
        .set(
          handled ? { handledAt: new Date(), handledBy: by } : { handledAt: null, handledBy: null },
        )
        .where(eq(contactMessages.id, id))
        .returning();
      return row;
    },

    /** Active administrators, who receive what the contact form brings. */
    admins() {
      return db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.role, 'Super-Admin'), eq(users.active, true)));
    },
  };
}
