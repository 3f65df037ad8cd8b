import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockEmbeddedDatabase } from './lock.ts';
import { migrationsFolder } from './paths.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs a start-up step (first data on an empty database) while no other process of the same
   * database runs one: several processes may start at once.
   */
  exclusive<T>(step: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded engine itself (for its own dump), when the database is embedded. */
  embedded?: PGlite;
  /** The server's address, when on PostgreSQL (connections of their own: LISTEN). */
  url?: string;
  /** Opens the pool's connections before the first requests need them (a serving process). */
  warm(): Promise<void>;
  /** Calls `listener` with every statement sent from now on, until the returned stop is called. */
  observe(listener: (statement: string) => void): () => void;
}

/** Drizzle's query logger, used to let tests see every statement a request sends. */
function statementObservers() {
  const listeners = new Set<(statement: string) => void>();
  return {
    logger: {
      logQuery(query: string) {
        for (const l of listeners) l(query);
      },
    },
    observe(listener: (statement: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Connections to PostgreSQL each process keeps open: a new one costs about 20 ms. */
export const POOL_SIZE = 10;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dir?: string;
      /** An archive made by the engine's dumpDataDir() to start from (a restore). */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string };

/** The embedded database (a folder, or memory when no folder is given) or PostgreSQL. */
export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === 'pglite') {
    if (target.dir) mkdirSync(path.dirname(target.dir), { recursive: true });
    const release = target.dir ? lockEmbeddedDatabase(target.dir) : () => undefined;
    // Extensions the migrations create must be loaded into the embedded engine first.
    const client = new PGlite(target.dir ?? 'memory://', {
      extensions: { pg_trgm, btree_gist, unaccent },
      loadDataDir: target.loadDataDir,
    });
    const observers = statementObservers();
    const db = drizzlePglite(client, { schema, logger: observers.logger }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      observe: observers.observe,
      embedded: client,
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      // One process per embedded database (the pid file): nobody to wait for.
      exclusive: (step) => step(),
      warm: async () => undefined,
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  }
  // The pool keeps its connections: by default node-postgres closes a client idle for 10 s, and
  // under a steady load the replacements stall requests for the time a connection takes.
  const pool = new pg.Pool({
    connectionString: target.url,
    max: POOL_SIZE,
    min: POOL_SIZE,
    idleTimeoutMillis: 0,
  });
  // An idle connection the server closes must not bring the process down; the pool reconnects.
  pool.on('error', (err) => console.error('postgres connection lost:', err.message));
  const observers = statementObservers();
  const db = drizzlePg(pool, { schema, logger: observers.logger }) as unknown as Db;
  // One advisory lock for every start-up step, held on its own connection.
  async function locked<T>(step: (conn: pg.PoolClient) => Promise<T>): Promise<T> {
    const conn = await pool.connect();
    try {
      await conn.query('select pg_advisory_lock(727272)');
      return await step(conn);
    } finally {
      await conn.query('select pg_advisory_unlock(727272)').catch(() => undefined);
      conn.release();
    }
  }
  return {
    db,
    kind: 'postgres',
    url: target.url,
    observe: observers.observe,
    // Several processes may start at once: one migrates, the others wait for it.
    migrate: () => locked((conn) => migratePg(drizzlePg(conn), { migrationsFolder })),
    async warm() {
      const opened = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      for (const conn of opened) conn.release();
    },
    exclusive: (step) => locked(step),
    close: () => pool.end(),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** An exclusion constraint refused the write (PostgreSQL 23P01), on either driver. */
export function isExclusionViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23P01') return true;
  }
  return false;
}

/** A unique index refused the write (PostgreSQL 23505), on either driver. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
