/**
 * `npm run bench:chat`: live chat throughput and latency.
 * Pairs of socket clients (a patient writes, its therapist receives) against one API process on
 * the embedded database, then against two processes sharing PostgreSQL and Redis (clients of a
 * pair on different processes). Prints sent, delivered, lost, p50/p99 latency and messages/s.
 * Options (environment): BENCH_SOCKETS (1000), BENCH_MESSAGES (5 per patient),
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_REDIS_URL (redis://127.0.0.1:6379).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { openDatabase, type Database } from '../src/core/db/client.ts';
import { therapistPatients } from '../src/core/db/schema.ts';
import { apiRoot } from '../src/core/db/paths.ts';
import { withScratchDatabase } from '../src/testing/scratch-db.ts';
import { createAccounts, percentile, redisReachable, waitUntilReady } from './fixtures.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const PAIRS = Math.max(1, Math.floor(SOCKETS / 2));
const PER_PATIENT = Number(process.env.BENCH_MESSAGES ?? 5);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = randomBytes(32).toString('hex');

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

function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/server.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return (async () => {
    if (await waitUntilReady(`http://127.0.0.1:${port}`)) return proc;
    proc.kill();
    throw new Error(`server on ${port} did not start`);
  })();
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
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let delivered = 0;
  for (const t of therapists) {
    t.on('onMessage', (m: { newMessage: string; firstUser: string }) => {
      const at = sentAt.get(m.newMessage);
      if (at === undefined || !m.firstUser.startsWith('p')) return;
      sentAt.delete(m.newMessage);
      delivered += 1;
      latencies.push(performance.now() - at);
    });
  }

  let sent = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    patients.map(async (socket, i) => {
      for (let k = 0; k < PER_PATIENT; k++) {
        const text = `bench ${i}-${k}-${randomBytes(3).toString('hex')}`;
        sentAt.set(text, performance.now());
        const ack = await socket
          .timeout(20_000)
          .emitWithAck('message', { secondUser: pairs[i]!.therapistEmail, newMessage: text });
        if (ack?.status === 'success') sent += 1;
        else refused += 1;
      }
    }),
  );
  const deadline = performance.now() + 10_000;
  while (delivered < sent && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  for (const s of [...therapists, ...patients]) s.disconnect();

  console.log(`\n${label}`);
  console.log(
    `  sockets ${therapists.length + patients.length}, messages per patient ${PER_PATIENT}`,
  );
  console.log(
    `  sent ${sent}, delivered ${delivered}, lost ${sent - delivered}, refused ${refused}`,
  );
  console.log(
    `  latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(`  ${(delivered / seconds).toFixed(0)} messages/s over ${seconds.toFixed(1)} s`);
}

async function onePgliteProcess() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'armonia-bench-'));
  try {
    const pairs = await seed(openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pgdata') }));
    const server = await startServer(3301, { DATA_DIR: dataDir });
    try {
      await run('One process, embedded database (PGlite)', pairs, 3301, 3301);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function twoProcesses() {
  const ran =
    (await redisReachable(REDIS_URL)) &&
    (await withScratchDatabase(PG_URL, 'armonia_bench', async (scratch) => {
      const servers: ChildProcess[] = [];
      try {
        const pairs = await seed(openDatabase({ kind: 'postgres', url: scratch.url }));
        const env = { DATABASE_URL: scratch.url, REDIS_URL, DATA_DIR: os.tmpdir() };
        servers.push(await startServer(3302, env));
        servers.push(await startServer(3303, env));
        await run(
          'Two processes, PostgreSQL + Redis (each pair split across processes)',
          pairs,
          3302,
          3303,
        );
      } finally {
        for (const s of servers) s.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 500));
      }
    }));
  if (!ran) {
    console.log(
      '\nTwo processes: skipped (needs PostgreSQL at BENCH_DATABASE_URL and Redis at BENCH_REDIS_URL)',
    );
  }
}

await onePgliteProcess();
await twoProcesses();
