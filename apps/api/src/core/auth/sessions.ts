import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';
import type { AuthUser } from './plugin.ts';
import { inProcessNotices, type SessionNotice, type SessionNotices } from './session-notices.ts';

export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** How long a resolved session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_MAX = 20_000;

/** A live session: its user, and when it ends. */
export interface ResolvedSession {
  user: AuthUser;
  expiresAt: number;
}

export interface SessionStore {
  /** True while other processes' notices reach this one: caches and live sockets are current. */
  readonly live: boolean;
  create(userId: string, meta: { ip?: string; userAgent?: string }): Promise<string>;
  resolve(token: string): Promise<AuthUser | null>;
  resolveSession(token: string): Promise<ResolvedSession | null>;
  /**
   * Revocations (logout, password change or reset, deactivation, and any other) go through these
   * two: they reach every process's cache and live sockets before they return.
   */
  revoke(sessionId: string): Promise<void>;
  revokeAllOf(userId: string, exceptSessionId?: string): Promise<void>;
  /** The user's name, role or zone changed: every process reads their sessions again. */
  refreshUser(userId: string): Promise<void>;
  /** Called on every process for every revocation or refresh (live sockets close or update). */
  onNotice(listener: (notice: SessionNotice) => void): void;
  close(): Promise<void>;
}

interface Cached extends ResolvedSession {
  /** Until when the entry is trusted: the cache time or the session's end, whichever is first. */
  until: number;
}

/**
 * Revocable bearer sessions (8 h), kept in the database so every process sees the same, and
 * cached in each process for SESSION_CACHE_MS while the notice feed is live: a revocation is
 * applied here at once and sent to the other processes through the feed, so a cached session
 * never outlives its revocation anywhere.
 */
export function createSessionStore(
  db: Db,
  secret: string,
  notices: SessionNotices = inProcessNotices(),
): SessionStore {
  const cache = new Map<string, Cached>();
  const tokensOf = new Map<string, Set<string>>();
  const pending = new Map<string, Promise<ResolvedSession | null>>();
  const listeners = new Set<(notice: SessionNotice) => void>();
  /** Bumped by every notice: a lookup started before one must not cache what it read. */
  let epoch = 0;

  function forget(token: string) {
    const entry = cache.get(token);
    if (!entry) return;
    cache.delete(token);
    const set = tokensOf.get(entry.user.id);
    set?.delete(token);
    if (set?.size === 0) tokensOf.delete(entry.user.id);
  }

  function remember(token: string, session: ResolvedSession) {
    if (cache.size >= SESSION_CACHE_MAX) forget(cache.keys().next().value!);
    cache.set(token, {
      ...session,
      until: Math.min(Date.now() + SESSION_CACHE_MS, session.expiresAt),
    });
    let set = tokensOf.get(session.user.id);
    if (!set) tokensOf.set(session.user.id, (set = new Set()));
    set.add(token);
  }

  function apply(notice: SessionNotice) {
    epoch += 1;
    if (notice.kind === 'reset') {
      cache.clear();
      tokensOf.clear();
    } else {
      for (const token of [...(tokensOf.get(notice.userId) ?? [])]) {
        const sessionId = cache.get(token)?.user.sessionId;
        const hit =
          notice.kind === 'refresh' ||
          (notice.sessionId ? sessionId === notice.sessionId : sessionId !== notice.except);
        if (hit) forget(token);
      }
    }
    for (const l of listeners) l(notice);
  }
  notices.listen(apply);

  async function tell(notice: SessionNotice) {
    apply(notice);
    await notices.publish(notice);
  }

  // Every request of an uncached token runs this: prepared once, planned once per connection.
  const lookupStatement = db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      role: users.role,
      email: users.email,
      name: users.name,
      lastName: users.lastName,
      timezone: users.timezone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('session_lookup');

  async function lookup(token: string): Promise<ResolvedSession | null> {
    const [row] = await lookupStatement.execute({
      hash: hashToken(secret, token),
      now: new Date(),
    });
    if (!row) return null;
    const { expiresAt, ...user } = row;
    return { user, expiresAt: expiresAt.getTime() };
  }

  async function resolveSession(token: string): Promise<ResolvedSession | null> {
    if (token.length > 200) return null;
    const hit = cache.get(token);
    if (hit && hit.until > Date.now() && notices.live) return hit;
    if (hit) forget(token);
    // Many requests of one client arrive together: one lookup answers them all.
    const running = pending.get(token);
    if (running) return running;
    const started = epoch;
    const work = lookup(token).finally(() => pending.delete(token));
    pending.set(token, work);
    const session = await work;
    if (session && started === epoch && notices.live) remember(token, session);
    return session;
  }

  return {
    get live() {
      return notices.live;
    },

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

    resolveSession,

    async resolve(token) {
      return (await resolveSession(token))?.user ?? null;
    },

    async revoke(sessionId) {
      const [row] = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
      if (row) await tell({ kind: 'revoke', userId: row.userId, sessionId });
    },

    async revokeAllOf(userId, exceptSessionId) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(...conditions));
      await tell({ kind: 'revoke', userId, except: exceptSessionId });
    },

    refreshUser: (userId) => tell({ kind: 'refresh', userId }),

    onNotice: (listener) => void listeners.add(listener),

    close: () => notices.close(),
  };
}
