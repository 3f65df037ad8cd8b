import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { AuthUser } from '../auth/plugin.ts';
import type { SessionStore } from '../auth/sessions.ts';

export interface SocketData {
  /** Known from the handshake and kept; a revocation closes the socket, a refresh updates it. */
  user: AuthUser;
  token: string;
  /** When the session ends (ms): past it the socket takes no more messages. */
  expiresAt: number;
}

export type AppSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;

export interface Realtime {
  io: Server;
  /** Every open session of a user, on any process. */
  toUser(userId: string, event: string, payload: unknown): void;
  toRooms(rooms: string[], event: string, payload: unknown): void;
  /** True once shutdown began: socket handlers refuse new work so clients retry elsewhere. */
  readonly draining: boolean;
  /** Runs a socket handler's work so that shutdown waits for it before the database closes. */
  track<T>(work: () => Promise<T>): Promise<T>;
  /** Shutdown, first step: refuse new work, finish what is under way, close this process's sockets. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;

/**
 * Socket.IO on the API's own HTTP server, websocket transport only. The handshake must carry a
 * live session token in `auth.token`; each socket joins its user's room. With REDIS_URL, rooms
 * span processes through the Redis adapter.
 */
export function createRealtime(
  app: FastifyInstance,
  opts: { sessions: SessionStore; redisUrl?: string },
): Realtime {
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
  });

  const redis: Redis[] = [];
  if (opts.redisUrl) {
    const pub = new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (err) => app.log.error({ err: err.message }, 'redis error'));
    }
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const session =
      typeof token === 'string'
        ? await opts.sessions.resolveSession(token).catch(() => null)
        : null;
    if (!session) return next(new Error('No autorizado'));
    const data = socket.data as SocketData;
    data.user = session.user;
    data.token = token as string;
    data.expiresAt = session.expiresAt;
    return next();
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom((socket.data as SocketData).user.id));
  });

  /** This process's sockets of a user (the room holds only local ids). */
  function localSocketsOf(userId: string): AppSocket[] {
    const ids = io.of('/').adapter.rooms.get(userRoom(userId)) ?? [];
    return [...ids].flatMap((id) => {
      const s = io.of('/').sockets.get(id);
      return s ? [s as AppSocket] : [];
    });
  }

  // The same notice that empties the session caches closes a revoked session's sockets on every
  // process, and gives a changed user's sockets their new name, role or zone.
  // After a gap in the notices (reset), every socket's session is read again.
  opts.sessions.onNotice((notice) => {
    const affected =
      notice.kind === 'reset'
        ? [...io.of('/').sockets.values()].map((s) => s as AppSocket)
        : localSocketsOf(notice.userId);
    for (const socket of affected) {
      const { user, token } = socket.data;
      if (notice.kind !== 'revoke') {
        void opts.sessions.resolveSession(token).then(
          (session) => {
            if (session) socket.data.user = session.user;
            else socket.disconnect(true);
          },
          () => undefined,
        );
      } else if (
        notice.sessionId ? user.sessionId === notice.sessionId : user.sessionId !== notice.except
      ) {
        socket.disconnect(true);
      }
    }
  });

  const inFlight = new Set<Promise<unknown>>();
  let draining = false;

  return {
    io,
    get draining() {
      return draining;
    },
    track(work) {
      const running = work();
      inFlight.add(running);
      const forget = () => inFlight.delete(running);
      running.then(forget, forget);
      return running;
    },
    async drain() {
      draining = true;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      // Only this process's sockets: with Redis, the others keep theirs.
      io.local.disconnectSockets(true);
    },
    toUser: (userId, event, payload) => void io.to(userRoom(userId)).emit(event, payload),
    toRooms: (rooms, event, payload) => void io.to(rooms).emit(event, payload),
    async close() {
      await io.close();
      await Promise.all(redis.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
