import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';
import type { AuthUser } from './plugin.ts';

export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export interface SessionStore {
  create(userId: string, meta: { ip?: string; userAgent?: string }): Promise<string>;
  resolve(token: string): Promise<AuthUser | null>;
  revoke(sessionId: string): Promise<void>;
  revokeAllOf(userId: string, exceptSessionId?: string): Promise<void>;
}

/** Revocable bearer sessions (8 h), kept in the database so every process sees the same. */
export function createSessionStore(db: Db, secret: string): SessionStore {
  return {
    async create(userId, meta) {
      const token = newToken();
      await db.insert(sessions).values({
        userId,
        tokenHash: hashToken(secret, token),
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },

    async resolve(token) {
      if (token.length > 200) return null;
      const [row] = await db
        .select({
          sessionId: sessions.id,
          id: users.id,
          role: users.role,
          email: users.email,
          name: users.name,
          lastName: users.lastName,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(secret, token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(users.active, true),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async revoke(sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeAllOf(userId, exceptSessionId) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(...conditions));
    },
  };
}
