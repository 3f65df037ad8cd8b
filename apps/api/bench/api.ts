/**
 * `npm run bench:api`: the API's hot routes beside a bare Fastify route, in one run, as the
 * share of the bare route's rate each keeps. Beside the bare `{hello:"world"}` the same bare process
 * also sends each hot route's real answer ready-made: the ceiling for an answer of that size on
 * this machine (bytes only). Every server is a child process and the load comes
 * from autocannon in this one (200 connections, keep-alive, no compression asked). Runs on
 * PostgreSQL (a scratch database) and on the embedded database, each with the production log
 * level (info) and once more at warn for the cost of request logging.
 * Options: BENCH_CONNECTIONS (200), BENCH_SECONDS (8 per target, after 2 s of warm-up),
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_ONLY (pglite|postgres),
 * BENCH_ROUTES (words of the targets to run), BENCH_NODE_ARGS (flags for the API's processes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_AGENDA_SETTINGS } from '@armonia/shared';
import { openDatabase, type Database } from '../src/core/db/client.ts';
import {
  agendaSettings,
  appointments,
  conversationReads,
  conversations,
  messages,
  notifications,
  patients,
  therapistPatients,
} from '../src/core/db/schema.ts';
import { apiRoot } from '../src/core/db/paths.ts';
import { patientSearchText } from '../src/core/patient-records.ts';
import { addDays, isoWeekday, localDay, zonedTimeToUtc } from '../src/core/time.ts';
import { withScratchDatabase } from '../src/testing/scratch-db.ts';
import {
  BENCH_PG_URL as PG_URL,
  BENCH_SECRET,
  benchOptions,
  createAccounts,
  printTable,
  report,
  startServer,
  stopServer,
  waitUntilReady,
} from './fixtures.ts';

const { CONNECTIONS, SECONDS } = benchOptions({ CONNECTIONS: 200, SECONDS: 8 });
const ZONE = 'America/Monterrey';
const ONLY = process.env.BENCH_ONLY;
const LINKED_PATIENTS = 40;
const BARE_PORT = 3310;
const APP_PORT = 3311;

/**
 * A therapist's practice: 40 linked patients with portal accounts and a conversation each (5
 * messages), 40 notifications (half pending), and ten one-hour appointments a working day for
 * eight weeks around today.
 */
async function seed(database: Database): Promise<string> {
  await database.migrate();
  const db = database.db;
  const [therapist, ...linked] = await createAccounts(db, BENCH_SECRET, [
    { email: 'terapeuta@bench.mx', role: 'Terapeuta', name: 'Lucía' },
    ...Array.from({ length: LINKED_PATIENTS }, (_, i) => ({
      email: `paciente${i}@bench.mx`,
      role: 'Paciente' as const,
      name: `Paciente ${i}`,
    })),
  ]);
  const therapistId = therapist!.id;
  await db.insert(agendaSettings).values({ therapistId, ...DEFAULT_AGENDA_SETTINGS });
  await db.insert(therapistPatients).values(linked.map((p) => ({ therapistId, patientId: p.id })));
  const records = await db
    .insert(patients)
    .values(
      linked.map((p) => {
        const person = { name: p.name, lastName: 'Hernández', email: p.email, phone: '' };
        return { therapistId, userId: p.id, ...person, searchText: patientSearchText(person) };
      }),
    )
    .returning({ id: patients.id });
  await db.insert(notifications).values(
    Array.from({ length: 40 }, (_, i) => ({
      userId: therapistId,
      message: `Nueva cita agendada por Paciente ${i}`,
      link: '/agenda',
      status: i % 2 === 0 ? 'pendiente' : 'leida',
      createdAt: new Date(Date.now() - i * 3_600_000),
    })),
  );
  const today = localDay(new Date(), ZONE);
  const rows = [];
  for (let d = -28; d < 28; d++) {
    const day = addDays(today, d);
    if (isoWeekday(day) === 7) continue;
    for (let h = 0; h < 10; h++) {
      const start = zonedTimeToUtc(day, (9 + h) * 60, ZONE);
      rows.push({
        therapistId,
        patientId: records[(rows.length * 7) % records.length]!.id,
        startsAt: start,
        endsAt: new Date(start.getTime() + 50 * 60_000),
        status: d < 0 ? ('completada' as const) : ('confirmada' as const),
        modality: 'presencial' as const,
      });
    }
  }
  await db.insert(appointments).values(rows);
  for (const p of linked) {
    const pair =
      therapistId < p.id
        ? { userLow: therapistId, userHigh: p.id }
        : { userLow: p.id, userHigh: therapistId };
    const [c] = await db.insert(conversations).values(pair).returning({ id: conversations.id });
    await db.insert(messages).values(
      Array.from({ length: 5 }, (_, k) => ({
        conversationId: c!.id,
        senderId: k % 2 ? therapistId : p.id,
        content: `Mensaje ${k} de la conversación con ${p.name}`,
      })),
    );
    await db
      .insert(conversationReads)
      .values({ conversationId: c!.id, userId: therapistId, lastReadAt: new Date(0) });
  }
  await database.close();
  return therapist!.token;
}

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
}

/** BENCH_ROUTES: a comma-separated list of words; only the targets whose name holds one run. */
const ROUTES = process.env.BENCH_ROUTES?.split(',').filter(Boolean);

function targets(): Target[] {
  return allTargets().filter((t) => !ROUTES || ROUTES.some((word) => t.name.includes(word)));
}

function allTargets(): Target[] {
  const today = localDay(new Date(), ZONE);
  const monday = addDays(today, 8 - isoWeekday(today));
  const week = new URLSearchParams({
    from: zonedTimeToUtc(monday, 0, ZONE).toISOString(),
    to: zonedTimeToUtc(addDays(monday, 7), 0, ZONE).toISOString(),
    pageSize: '100',
  });
  return [
    { name: 'POST /user/notification-number', method: 'POST', path: '/user/notification-number' },
    { name: 'GET /user/notification-list', method: 'GET', path: '/user/notification-list' },
    { name: 'GET /appointments (one week)', method: 'GET', path: `/appointments?${week}` },
    {
      name: 'GET /appointments/free-slots (one week)',
      method: 'GET',
      path: `/appointments/free-slots?from=${monday}&to=${addDays(monday, 6)}`,
    },
    {
      name: 'GET /messages/get-conversation-history',
      method: 'GET',
      path: '/messages/get-conversation-history',
    },
  ];
}

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

async function hammer(url: string, method: 'GET' | 'POST', token?: string): Promise<Figures> {
  const options = {
    url,
    method,
    connections: CONNECTIONS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: SECONDS });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

function startBare(answersFile: string): Promise<ChildProcess> {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(apiRoot, 'bench/bare-server.ts')],
    {
      env: { ...process.env, PORT: String(BARE_PORT), BARE_ANSWERS: answersFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return (async () => {
    if (await waitUntilReady(`http://127.0.0.1:${BARE_PORT}`, 30, '/')) return proc;
    proc.kill();
    throw new Error('the bare server did not start');
  })();
}

/** Each target's answer, as the app sends it (for the bare route that sends it ready-made). */
async function answersOf(base: string, token: string): Promise<string[]> {
  const bodies = [];
  for (const t of targets()) {
    const res = await fetch(`${base}${t.path}`, {
      method: t.method,
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`${t.name} answered ${res.status}`);
    bodies.push(await res.text());
  }
  return bodies;
}

type Row = [name: string, rps: number, p99: number, share: number, errors: number];

async function measure(engine: string, env: Record<string, string>, token: string) {
  const base = `http://127.0.0.1:${APP_PORT}/api/v1`;
  const first = await startServer(APP_PORT, BENCH_SECRET, env);
  const answers = await answersOf(base, token).finally(() => stopServer(first));
  const answersFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'armonia-bench-')), 'a.json');
  writeFileSync(answersFile, JSON.stringify(answers));

  // The yardsticks: the bare route, and the same process sending each answer ready-made (the
  // ceiling of a route with an answer that size on this machine: bytes only, no work).
  const rows: Row[] = [];
  /** A measured target: a row of the printed table and a line of the `npm run bench` report. */
  const record = (name: string, f: Figures, bare: Figures) => {
    rows.push([name, f.rps, f.p99, f.rps / bare.rps, f.errors]);
    report('api', `${engine}: ${name}`, {
      'req/s': f.rps,
      'p99 ms': f.p99,
      'share of bare': f.rps / bare.rps,
    });
  };
  const bareProc = await startBare(answersFile);
  let bare: Figures;
  try {
    bare = await hammer(`http://127.0.0.1:${BARE_PORT}/`, 'GET');
    rows.push(['bare Fastify route {hello:"world"}', bare.rps, bare.p99, 1, bare.errors]);
    report('api', `${engine}: bare Fastify route`, { 'req/s': bare.rps, 'p99 ms': bare.p99 });
    for (const [i, t] of targets().entries()) {
      const kb = (Buffer.byteLength(answers[i]!) / 1024).toFixed(1);
      const f = await hammer(`http://127.0.0.1:${BARE_PORT}/answer/${i}`, 'GET');
      record(`bare route, ${t.name}'s answer ready-made (${kb} KB)`, f, bare);
    }
  } finally {
    await stopServer(bareProc);
    rmSync(path.dirname(answersFile), { recursive: true, force: true });
  }

  for (const level of ['info', 'warn']) {
    const server = await startServer(APP_PORT, BENCH_SECRET, { ...env, LOG_LEVEL: level });
    try {
      for (const t of targets()) {
        // The log level's cost is read on the two cheapest routes, where it weighs most.
        if (level === 'warn' && !t.path.startsWith('/user/')) continue;
        const f = await hammer(`${base}${t.path}`, t.method, token);
        record(level === 'info' ? t.name : `${t.name} (LOG_LEVEL=warn)`, f, bare);
      }
    } finally {
      await stopServer(server);
    }
  }
  console.log(
    `\n${engine}: ${CONNECTIONS} connections, ${SECONDS} s per target, logs at info unless said`,
  );
  printTable(
    ['target', 'req/s', 'p99 ms', 'share of bare', 'errors'],
    rows.map(([name, rps, p99, share, errors]) => [
      name,
      Math.round(rps).toLocaleString('en-US'),
      String(p99),
      share.toFixed(3),
      String(errors),
    ]),
  );
}

if (ONLY !== 'pglite') {
  const ran = await withScratchDatabase(PG_URL, 'armonia_bench', async (scratch) => {
    const token = await seed(openDatabase({ kind: 'postgres', url: scratch.url }));
    await measure('PostgreSQL', { DATABASE_URL: scratch.url, DATA_DIR: os.tmpdir() }, token);
  });
  if (!ran) console.log('\nPostgreSQL: skipped (no server at BENCH_DATABASE_URL)');
}
if (ONLY !== 'postgres') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'armonia-bench-api-'));
  try {
    const token = await seed(openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pgdata') }));
    await measure('PGlite (embedded)', { DATA_DIR: dataDir }, token);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
