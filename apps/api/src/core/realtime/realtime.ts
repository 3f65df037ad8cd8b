import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { AuthUser } from '../auth/plugin.ts';
import type { SessionStore } from '../auth/sessions.ts';

export interface SocketData {
  user: AuthUser;
  token: string;
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
    const user =
      typeof token === 'string' ? await opts.sessions.resolve(token).catch(() => null) : null;
    if (!user) return next(new Error('No autorizado'));
    socket.data.user = user;
    socket.data.token = token as string;
    return next();
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom((socket.data as SocketData).user.id));
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
