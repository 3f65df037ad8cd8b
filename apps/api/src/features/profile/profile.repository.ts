import { eq, sql } from 'drizzle-orm';
import type { UpdateProfileBody } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { users } from '../../core/db/schema.ts';

export function createProfileRepository(db: Db) {
  return {
    findUser(id: string) {
      return db.query.users.findFirst({ where: eq(users.id, id) });
    },

    async roleOf(id: string) {
      const row = await db.query.users.findFirst({
        where: eq(users.id, id),
        columns: { role: true },
      });
      return row?.role;
    },

    async update(id: string, body: UpdateProfileBody) {
      await db
        .update(users)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** A new photo version, so cached copies of the old one are not shown. */
    async bumpPhotoVersion(id: string) {
      await db
        .update(users)
        .set({ photoVersion: sql`coalesce(${users.photoVersion}, 0) + 1`, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
  };
}
