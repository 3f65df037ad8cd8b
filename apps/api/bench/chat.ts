/**
 * `npm run bench:chat`: live chat at a steady offered rate. S sockets (half patients, half their
 * therapists, each pair linked); the patients send R messages a second in total for D seconds,
 * round robin, each with its idempotency key, trying again like the web client when the server
 * asks to (busy), and the therapists receive. Latency is taken at the receiver, from the first
 * try of a message. Counted: messages refused at first and tried again, given up (refused to the
 * end, so their sender knows), lost (acknowledged but never received) and duplicated (received
 * twice). Runs one
 * process on PostgreSQL, two processes with PostgreSQL and Redis (the clients of a pair on
 * different processes) and one process on the embedded database; the servers are child
 * processes, the clients live in this one.
 * Options (environment): BENCH_SOCKETS (1000), BENCH_RATES (messages/s, "250,500,1000"),
 * BENCH_SECONDS (10), BENCH_ONLY (postgres|redis|pglite), BENCH_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/test), BENCH_REDIS_URL (redis://127.0.0.1:6379).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import type { IncomingLiveMessage, LiveAck } from '@armonia/shared';
import { openDatabase, type Database } from '../src/core/db/client.ts';
import { therapistPatients } from '../src/core/db/schema.ts';
import { withScratchDatabase } from '../src/testing/scratch-db.ts';
import {
  BENCH_PG_URL as PG_URL,
  createAccounts,
  percentile,
  printTable,
  redisReachable,
  report,
  startServer,
  stopServer,
} from './fixtures.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const PAIRS = Math.max(1, Math.floor(SOCKETS / 2));
const RATES = (process.env.BENCH_RATES ?? '250,500,1000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ONLY = process.env.BENCH_ONLY;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = randomBytes(32).toString('hex');
/** The web client's pauses before trying a refused message again. */
const RETRY_DELAYS_MS = [300, 1000, 2500, 5000];
/** How long after the last offer late deliveries are still waited for. */
const DRAIN_MS = 10_000;
const TICK_MS = 5;

interface Pair {
  therapistToken: string;
  patientToken: string;
  therapistEmail: string;
}

/** Accounts, links and live sessions written straight to the database. */
async function seed(database: Database): Promise<Pair[]> {
  await database.migrate();
  const people = Array.from({ length: PAIRS }, (_, i) => [
    { email: `t${i}@bench.mx`, role: 'Terapeuta' as const, name: `Terapeuta ${i}` },
    { email: `p${i}@bench.mx`, role: 'Paciente' as const, name: `Paciente ${i}` },
  ]).flat();
  const accounts = await createAccounts(database.db, SECRET, people);
  const pairs: Pair[] = [];
  for (let i = 0; i < accounts.length; i += 2) {
    const [therapist, patient] = [accounts[i]!, accounts[i + 1]!];
    pairs.push({
      therapistToken: therapist.token,
      patientToken: patient.token,
      therapistEmail: therapist.email,
    });
  }
  for (let start = 0; start < accounts.length; start += 1000) {
    const slice = accounts.slice(start, start + 1000);
    await database.db.insert(therapistPatients).values(
      Array.from({ length: slice.length / 2 }, (_, k) => ({
        therapistId: slice[2 * k]!.id,
        patientId: slice[2 * k + 1]!.id,
      })),
    );
  }
  await database.close();
  return pairs;
}

function open(port: number, token: string): Promise<Socket> {
  const s = connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Outcome {
  offered: number;
  deliveredInRun: number;
  delivered: number;
  refusedOnce: number;
  gaveUp: number;
  lost: number;
  duplicated: number;
  p50: number;
  p99: number;
}

/** R messages a second for SECONDS, then waits for what is still on its way. */
async function steady(pairs: Pair[], patients: Socket[], therapists: Socket[], rate: number) {
  const firstTry = new Map<number, number>();
  const received = new Map<number, number>();
  const latencies: number[] = [];
  let seq = 0;
  let refusedOnce = 0;
  const acked = new Set<number>();
  const prefix = randomBytes(3).toString('hex');
  const listener = (m: IncomingLiveMessage) => {
    if (!m.newMessage.startsWith(prefix)) return;
    const n = Number(m.newMessage.slice(prefix.length + 1));
    const times = (received.get(n) ?? 0) + 1;
    received.set(n, times);
    if (times === 1) latencies.push(performance.now() - firstTry.get(n)!);
  };
  for (const t of therapists) t.on('onMessage', listener);

  const send = async (n: number, i: number) => {
    const payload = {
      secondUser: pairs[i]!.therapistEmail,
      newMessage: `${prefix} ${n}`,
      clientKey: `${prefix}-${n}`,
    };
    for (let tries = 0; ; tries++) {
      const ack = (await patients[i]!.timeout(10_000)
        .emitWithAck('message', payload)
        .catch(() => ({ status: 'error', message: 'timeout', retry: true }))) as LiveAck;
      if (ack.status === 'success') return void acked.add(n);
      if (tries === 0) refusedOnce += 1;
      const pause = RETRY_DELAYS_MS[tries];
      if (!('retry' in ack && ack.retry) || pause === undefined) return;
      await sleep(pause);
    }
  };

  const sends: Promise<void>[] = [];
  const started = performance.now();
  const end = started + SECONDS * 1000;
  while (performance.now() < end) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; seq < due; seq++) {
      firstTry.set(seq, performance.now());
      sends.push(send(seq, seq % patients.length));
    }
    await sleep(TICK_MS);
  }
  const deliveredInRun = received.size;
  const drainUntil = performance.now() + DRAIN_MS;
  while (received.size < seq && performance.now() < drainUntil) await sleep(50);
  await Promise.race([Promise.all(sends), sleep(1000)]);
  for (const t of therapists) t.off('onMessage', listener);
  latencies.sort((a, b) => a - b);
  let duplicated = 0;
  for (const times of received.values()) duplicated += times - 1;
  let lost = 0;
  for (const n of acked) if (!received.has(n)) lost += 1;
  return {
    offered: seq / SECONDS,
    deliveredInRun: deliveredInRun / SECONDS,
    delivered: received.size,
    refusedOnce,
    // Refused to the end (the sender was told) or still being retried when the run ended.
    gaveUp: seq - acked.size,
    lost,
    duplicated,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  } satisfies Outcome;
}

async function run(label: string, pairs: Pair[], therapistPort: number, patientPort: number) {
  const therapists: Socket[] = [];
  const patients: Socket[] = [];
  for (let i = 0; i < pairs.length; i += 50) {
    const slice = pairs.slice(i, i + 50);
    therapists.push(
      ...(await Promise.all(slice.map((p) => open(therapistPort, p.therapistToken)))),
    );
    patients.push(...(await Promise.all(slice.map((p) => open(patientPort, p.patientToken)))));
  }
  const rows: string[][] = [];
  try {
    for (const rate of RATES) {
      const o = await steady(pairs, patients, therapists, rate);
      rows.push([
        String(rate),
        o.offered.toFixed(0),
        o.deliveredInRun.toFixed(0),
        o.p50.toFixed(1),
        o.p99.toFixed(1),
        String(o.refusedOnce),
        String(o.gaveUp),
        String(o.lost),
        String(o.duplicated),
      ]);
      report('chat', `${label}: ${rate} msg/s offered`, {
        'delivered msg/s': o.deliveredInRun,
        'p50 ms': o.p50,
        'p99 ms': o.p99,
        lost: o.lost,
        duplicated: o.duplicated,
        'refused once': o.refusedOnce,
      });
    }
  } finally {
    for (const s of [...therapists, ...patients]) s.disconnect();
  }
  console.log(
    `\n${label}: ${therapists.length + patients.length} sockets, ${SECONDS} s per rate, latency at the receiver`,
  );
  printTable(
    [
      'asked msg/s',
      'offered',
      'delivered during the run',
      'p50 ms',
      'p99 ms',
      'refused, tried again',
      'gave up',
      'lost',
      'duplicated',
    ],
    rows,
  );
}

async function onPostgres(processes: 1 | 2) {
  const label =
    processes === 1
      ? 'One process, PostgreSQL'
      : 'Two processes, PostgreSQL + Redis (each pair split across them)';
  if (processes === 2 && !(await redisReachable(REDIS_URL))) {
    return console.log(`\n${label}: skipped (no Redis at BENCH_REDIS_URL)`);
  }
  const ran = await withScratchDatabase(PG_URL, 'armonia_bench', async (scratch) => {
    const servers: ChildProcess[] = [];
    try {
      const pairs = await seed(openDatabase({ kind: 'postgres', url: scratch.url }));
      const env = {
        DATABASE_URL: scratch.url,
        DATA_DIR: os.tmpdir(),
        ...(processes === 2 ? { REDIS_URL } : {}),
      };
      servers.push(await startServer(3302, SECRET, env));
      if (processes === 2) servers.push(await startServer(3303, SECRET, env));
      await run(label, pairs, 3302, processes === 2 ? 3303 : 3302);
    } finally {
      await Promise.all(servers.map(stopServer));
    }
  });
  if (!ran) console.log(`\n${label}: skipped (no PostgreSQL at BENCH_DATABASE_URL)`);
}

async function onEmbedded() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'armonia-bench-'));
  try {
    const pairs = await seed(openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pgdata') }));
    const server = await startServer(3301, SECRET, { DATA_DIR: dataDir });
    try {
      await run('One process, embedded database (PGlite)', pairs, 3301, 3301);
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!ONLY || ONLY === 'postgres') await onPostgres(1);
if (!ONLY || ONLY === 'redis') await onPostgres(2);
if (!ONLY || ONLY === 'pglite') await onEmbedded();
