import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { searchKey, type Role, type UsersQuery } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { containsPattern, pageOfRows } from '../../core/db/queries.ts';
import {
  auditLog,
  catalogs,
  moduleAccess,
  passwordResets,
  users,
} from '../../core/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** The folded text the search index holds (migration users_search). */
const folded = sql`directory_fold(${users.name} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

const SORTS: Record<UsersQuery['sort'], SQL[]> = {
  nombre: [sql`${users.name}`, sql`${users.lastName}`],
  correo: [sql`${users.email}`],
  ultimo_acceso: [sql`${users.lastLoginAt}`],
  alta: [sql`${users.createdAt}`],
};

export function createUsersRepository(db: Db) {
  return {
    async page(q: UsersQuery) {
      const words = searchKey(q.q).split(' ').filter(Boolean);
      const where = and(
        ...words.map((w) => sql`${folded} like ${containsPattern(w)}`),
        q.role ? eq(users.role, q.role) : undefined,
        q.state ? eq(users.active, q.state === 'activo') : undefined,
      );
      const dir = q.dir === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
      const order = [...SORTS[q.sort].map((c) => sql`${c} ${dir}`), asc(users.id)];
      return pageOfRows(db, users, where, order, q);
    },

    find: (id: string) => db.query.users.findFirst({ where: eq(users.id, id) }),
    findByEmail: (email: string) => db.query.users.findFirst({ where: eq(users.email, email) }),

    /**
     * Active Super-Admins other than `exceptId`. Every active Super-Admin row is locked, in one
     * order, until the transaction ends: two such changes at once run one after the other.
     */
    async otherActiveAdmins(tx: Db, exceptId: string): Promise<number> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'Super-Admin'), eq(users.active, true)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.filter((r) => r.id !== exceptId).length;
    },

    /** A new account without a password, and its set-password token; all or nothing. */
    async create(
      v: { name: string; lastName: string; email: string; role: Role },
      reset: { tokenHash: string; expiresAt: Date },
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...v, passwordHash: null })
          .returning();
        await tx.insert(passwordResets).values({ userId: row!.id, ...reset });
        return row!;
      });
    },

    /**
     * Applies a change under the lock of every active Super-Admin row, so two administrators
     * demoting each other at once cannot leave none: `check` runs inside and may throw.
     */
    async change(
      id: string,
      check: (tx: Db) => Promise<void>,
      values: Partial<Pick<UserRow, 'name' | 'lastName' | 'email' | 'role' | 'active'>>,
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        await check(tx);
        const [row] = await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return row!;
      });
    },

    insertReset: (userId: string, tokenHash: string, expiresAt: Date) =>
      db.insert(passwordResets).values({ userId, tokenHash, expiresAt }),

    /** Reset links not used yet: any is void once the account is deactivated. */
    voidResets: (userId: string) =>
      db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt))),

    /** The latest administrative entries about a user, with who made them. */
    async history(userId: string, limit = 20) {
      return db
        .select({
          at: auditLog.at,
          action: auditLog.action,
          details: auditLog.details,
          actorName: users.name,
          actorLastName: users.lastName,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(
          and(inArray(auditLog.entity, ['user', 'module_access']), eq(auditLog.entityId, userId)),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
    },

    accessRows: (therapistId: string) =>
      db.select().from(moduleAccess).where(eq(moduleAccess.therapistId, therapistId)),

    listCatalogs: () =>
      db
        .select({ id: catalogs.id, name: catalogs.name })
        .from(catalogs)
        .orderBy(asc(catalogs.nameKey)),

    /** Replaces the therapist's rows for the given modules; an open row without expiry is removed. */
    async saveAccess(
      therapistId: string,
      actorId: string,
      modules: { key: string; allowed: boolean; until: Date | null }[],
    ) {
      await db.transaction(async (tx) => {
        const keys = modules.map((m) => m.key);
        if (keys.length) {
          await tx
            .delete(moduleAccess)
            .where(
              and(eq(moduleAccess.therapistId, therapistId), inArray(moduleAccess.moduleKey, keys)),
            );
        }
        const kept = modules.filter((m) => !m.allowed || m.until);
        if (kept.length) {
          await tx.insert(moduleAccess).values(
            kept.map((m) => ({
              therapistId,
              moduleKey: m.key,
              allowed: m.allowed,
              until: m.until,
              updatedBy: actorId,
            })),
          );
        }
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
