/** Pieces the benchmarks and the soak test share: accounts with live sessions, readiness, figures. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { hashToken } from '../src/core/auth/tokens.ts';
import { searchKey } from '@armonia/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database, type Db } from '../src/core/db/client.ts';
import { apiRoot } from '../src/core/db/paths.ts';
import { catalogGroups, catalogs, sessions, users } from '../src/core/db/schema.ts';
import { listenOnLoopback } from '../src/testing/helper.ts';
import { withScratchDatabase } from '../src/testing/scratch-db.ts';

/**
 * A bench's numeric options: each default, unless the environment sets BENCH_<NAME>
 * (`{ REQUESTS: 1_000 }` reads BENCH_REQUESTS).
 */
export function benchOptions<K extends string>(defaults: Record<K, number>): Record<K, number> {
  const read = ([name, value]: [string, number]) => [
    name,
    Number(process.env[`BENCH_${name}`] ?? value),
  ];
  return Object.fromEntries(Object.entries<number>(defaults).map(read)) as Record<K, number>;
}

/** The session secret of this run's bench apps and of the accounts they sign in. */
export const BENCH_SECRET = randomBytes(32).toString('hex');

/** The PostgreSQL server the benchmarks make their scratch databases on. */
export const BENCH_PG_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs a benchmark on the embedded database, then on a scratch database of BENCH_PG_URL when
 * that server answers.
 */
export async function onEachDatabase(
  measure: (label: string, database: Database) => Promise<void>,
): Promise<void> {
  await measure('PGlite (embebida)', openDatabase({ kind: 'pglite' }));
  const onPostgres = await withScratchDatabase(BENCH_PG_URL, 'armonia_bench', (scratch) =>
    measure('PostgreSQL', openDatabase({ kind: 'postgres', url: scratch.url })),
  );
  if (!onPostgres) console.log('\nPostgreSQL: omitido (sin servidor en BENCH_DATABASE_URL)');
}

/** The app on a seeded database, without logs, its files in a folder of its own (`name`). */
function benchApp(database: Database, name: string, env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: BENCH_SECRET,
    DATA_DIR: path.join(os.tmpdir(), `armonia-bench-${name}`),
    ...env,
  });
  return buildApp(config, { database, logger: false });
}

/** Seeds the database (timed, in seconds), then starts the bench app `name` on it. */
export async function seededBenchApp<T>(
  database: Database,
  name: string,
  seed: (database: Database) => Promise<T>,
  env: Record<string, string> = {},
) {
  const started = performance.now();
  const seeded = await seed(database);
  const seedSeconds = (performance.now() - started) / 1000;
  const app = await benchApp(database, name, env);
  return { app, seeded, seedSeconds };
}

/** A bench app on a free loopback port, for load over real HTTP: answers the API's base URL. */
export async function listenForLoad(app: Awaited<ReturnType<typeof benchApp>>): Promise<string> {
  return `${await listenOnLoopback(app)}/api/v1`;
}

export interface Person {
  email: string;
  role: 'Terapeuta' | 'Paciente';
  name: string;
}

export interface Account extends Person {
  id: string;
  /** A signed-in session's bearer token (no login, so no password hashing per account). */
  token: string;
}

/** Accounts and live sessions written straight to the database, 500 at a time. */
export async function createAccounts(db: Db, secret: string, people: Person[]): Promise<Account[]> {
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
  const expiresAt = new Date(Date.now() + 8 * 3600_000);
  const accounts: Account[] = [];
  for (let start = 0; start < people.length; start += 500) {
    const batch = people.slice(start, start + 500);
    const rows = await db
      .insert(users)
      .values(batch.map((p) => ({ ...p, passwordHash })))
      .returning({ id: users.id, email: users.email });
    const made = batch.map((p) => ({
      ...p,
      id: rows.find((r) => r.email === p.email)!.id,
      token: randomBytes(32).toString('base64url'),
    }));
    await db
      .insert(sessions)
      .values(
        made.map((a) => ({ userId: a.id, tokenHash: hashToken(secret, a.token), expiresAt })),
      );
    accounts.push(...made);
  }
  return accounts;
}

/** Migrates the bench database and signs in its one therapist, bench@terapeuta.mx. */
export async function benchTherapist(database: Database): Promise<Account> {
  await database.migrate();
  const [therapist] = await createAccounts(database.db, BENCH_SECRET, [
    { email: 'bench@terapeuta.mx', role: 'Terapeuta', name: 'Bench' },
  ]);
  return therapist!;
}

/** Polls a path (the API's readiness by default) until it answers 200; false after `seconds`. */
export async function waitUntilReady(
  baseUrl: string,
  seconds = 60,
  readyPath = '/api/v1/health/ready',
): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}${readyPath}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * `requests` GETs spread over `connections` concurrent keep-alive clients, each asking for the
 * path `next()` gives: p50 and p99 in milliseconds, requests per second, failures.
 */
export async function loadTest(opts: {
  base: string;
  token: string;
  next: () => string;
  connections: number;
  requests: number;
}) {
  const times: number[] = [];
  let issued = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (issued < opts.requests) {
        issued += 1;
        const t = performance.now();
        const res = await fetch(`${opts.base}${opts.next()}`, {
          headers: { authorization: `Bearer ${opts.token}` },
        });
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (!res.ok) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    rps: times.length / seconds,
    failed,
  };
}

/** A load test after a warm-up round of the same size, which is not reported. */
export async function warmLoadTest(opts: Parameters<typeof loadTest>[0]) {
  await loadTest(opts);
  return loadTest(opts);
}

/** One line of a load test's figures, its name padded to `width`. */
export function loadLine(name: string, width: number, r: Awaited<ReturnType<typeof loadTest>>) {
  return `  ${name.padEnd(width)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p99 ${r.p99.toFixed(1).padStart(7)} ms  ${r.rps.toFixed(0).padStart(5)} pet./s${r.failed ? `  (${r.failed} fallidas)` : ''}`;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Whether a Redis server answers at that URL, without retrying. */
export async function redisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  const ok = await redis.connect().then(
    () => true,
    () => false,
  );
  redis.disconnect();
  return ok;
}

/** Organ names the benches' registers are made of. */
export const BENCH_ORGANS = [
  'Páncreas',
  'Bazo',
  'Hígado',
  'Riñón',
  'Timo',
  'Recto',
  'Colon',
  'Pleura',
  'Tiroides',
  'Vejiga',
  'Cardias',
  'Duodeno',
];

/** Five general catalogues of four groups each, for the catalogue and search benches' registers. */
export async function benchCatalogueTree(db: Db) {
  const cats = await db
    .insert(catalogs)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        name: `Catálogo ${i}`,
        nameKey: searchKey(`Catálogo ${i}`),
      })),
    )
    .returning();
  return db
    .insert(catalogGroups)
    .values(
      cats.flatMap((c) =>
        Array.from({ length: 4 }, (_, g) => ({
          catalogId: c.id,
          name: `Grupo ${g}`,
          nameKey: `grupo ${g}`,
        })),
      ),
    )
    .returning();
}

/**
 * One API process from the sources, in production mode on loopback, as a child of the bench (so
 * the load it measures is made in another process). Resolves once it answers ready.
 */
export async function startServer(
  port: number,
  secret: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  // BENCH_NODE_ARGS: extra flags for the API's processes, e.g. `--cpu-prof` to see where time goes.
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const proc = spawn(
    process.execPath,
    [...extra, '--import', 'tsx', path.join(apiRoot, 'src/server.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO: 'false',
        SESSION_SECRET: secret,
        LOG_LEVEL: 'error',
        REMINDER_INTERVAL_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (await waitUntilReady(`http://127.0.0.1:${port}`)) return proc;
  proc.kill();
  throw new Error(`server on ${port} did not start`);
}

/** Stops a child server and waits for it to be gone. */
export async function stopServer(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const gone = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await gone;
}

/** A figure as `npm run bench` collects it: one JSON line per case in the file BENCH_REPORT names. */
export function report(bench: string, name: string, figures: Record<string, number>): void {
  const file = process.env.BENCH_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify({ bench, case: name, figures })}\n`);
}

/** A Markdown table, columns padded, numbers right-aligned. */
export function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const numeric = head.map((_, i) => rows.every((r) => /^[-\d.,]+$/.test(r[i]!)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(line(head));
  console.log(
    `| ${widths.map((w, i) => (numeric[i] ? '-'.repeat(w - 1) + ':' : '-'.repeat(w))).join(' | ')} |`,
  );
  for (const r of rows) console.log(line(r));
}
