import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';

/** What a process tells the others about sessions they may hold in their caches. */
export type SessionNotice =
  /** One session (`sessionId`), or every session of the user but `except`, was revoked. */
  | { kind: 'revoke'; userId: string; sessionId?: string; except?: string }
  /** The user's name, role or zone changed: their cached sessions are read again. */
  | { kind: 'refresh'; userId: string }
  /** Notices may have been missed (the feed was down): nothing cached can be trusted. */
  | { kind: 'reset' };

/**
 * The feed of session notices between the processes of one installation. A process applies its
 * own notices itself; the feed carries them to the others.
 */
export interface SessionNotices {
  /** True while every other process's notices reach this one: only then may sessions be cached. */
  readonly live: boolean;
  /**
   * Sends a notice to the other processes. Resolves once the notice came back to this process
   * through the feed (so the others have it too), or after ECHO_WAIT_MS.
   */
  publish(notice: SessionNotice): Promise<void>;
  listen(listener: (notice: SessionNotice) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'armonia_sessions';
const ECHO_WAIT_MS = 1000;
const RECONNECT_MS = 1000;

/** One process on an embedded database: nobody else to tell. */
export function inProcessNotices(): SessionNotices {
  return {
    live: true,
    publish: async () => undefined,
    listen: () => undefined,
    close: async () => undefined,
  };
}

/**
 * What both network feeds share: the wire format (origin process, notice id, notice), dispatch
 * of other processes' notices, and waiting for a process's own notice to come back.
 */
function feed(send: (wire: string) => Promise<unknown>) {
  const origin = randomUUID();
  const listeners = new Set<(notice: SessionNotice) => void>();
  const echoes = new Map<string, () => void>();
  return {
    listeners,
    dispatch(notice: SessionNotice) {
      for (const l of listeners) l(notice);
    },
    receive(wire: string) {
      let parsed: { o: string; n: string; notice: SessionNotice };
      try {
        parsed = JSON.parse(wire) as typeof parsed;
      } catch {
        return;
      }
      if (parsed.o === origin) echoes.get(parsed.n)?.();
      else for (const l of listeners) l(parsed.notice);
    },
    async publish(notice: SessionNotice) {
      const n = randomUUID();
      const back = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ECHO_WAIT_MS);
        echoes.set(n, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await send(JSON.stringify({ o: origin, n, notice }));
        await back;
      } finally {
        echoes.delete(n);
      }
    },
  };
}

/**
 * PostgreSQL's LISTEN/NOTIFY on a connection of its own (outside the pool), reconnected when it
 * drops; a notice is sent through the pool, so sending works while listening is down.
 */
export function postgresNotices(
  url: string,
  notify: (channel: string, payload: string) => Promise<unknown>,
  log: FastifyBaseLogger,
): SessionNotices {
  const f = feed((wire) => notify(CHANNEL, wire));
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;

  const lost = () => {
    if (!live && client === undefined) return;
    live = false;
    client = undefined;
    if (!closed) setTimeout(() => void connect(), RECONNECT_MS).unref();
  };

  async function connect() {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel === CHANNEL && m.payload) f.receive(m.payload);
    });
    c.on('error', (err) => log.warn({ err: err.message }, 'session notices: connection lost'));
    c.on('end', () => {
      if (client === c) lost();
    });
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'session notices: cannot listen');
      await c.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect(), RECONNECT_MS).unref();
      return;
    }
    if (closed) return void (await c.end().catch(() => undefined));
    client = c;
    live = true;
    // Whatever was revoked while nobody listened is unknown here: start from the database.
    f.dispatch({ kind: 'reset' });
  }
  void connect();

  return {
    get live() {
      return live;
    },
    publish: (notice) => f.publish(notice),
    listen: (l) => void f.listeners.add(l),
    async close() {
      closed = true;
      live = false;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

/** Redis Pub/Sub (when REDIS_URL is set): one connection sends, one listens and reconnects. */
export function redisNotices(url: string, log: FastifyBaseLogger): SessionNotices {
  const pub = new Redis(url, { maxRetriesPerRequest: 1 });
  const sub = pub.duplicate();
  const f = feed((wire) => pub.publish(CHANNEL, wire));
  let live = false;
  for (const c of [pub, sub]) {
    c.on('error', (err) => log.warn({ err: err.message }, 'session notices: redis error'));
  }
  sub.on('message', (_channel: string, wire: string) => f.receive(wire));
  sub.on('close', () => {
    live = false;
  });
  // Live only once the subscription is confirmed, on the first connection and after each
  // reconnection.
  sub.on('ready', () => {
    sub.subscribe(CHANNEL).then(
      () => {
        if (live) return;
        live = true;
        f.dispatch({ kind: 'reset' });
      },
      (err: Error) => log.warn({ err: err.message }, 'session notices: cannot subscribe'),
    );
  });

  return {
    get live() {
      return live && sub.status === 'ready';
    },
    publish: (notice) => f.publish(notice),
    listen: (l) => void f.listeners.add(l),
    async close() {
      live = false;
      await Promise.all([pub, sub].map((c) => c.quit().catch(() => undefined)));
    },
  };
}
