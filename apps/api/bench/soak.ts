/**
 * `npm run soak`: three API processes (the build) behind nginx, with PostgreSQL and Redis, on
 * loopback. Simulated patients book, reschedule, cancel and chat with their therapists through
 * nginx while one API process is killed with SIGKILL and started again. Checks, and exits 1
 * when one fails: every acknowledged chat message stored exactly once and delivered (live, or
 * from the history after a reconnect); no two live appointments of a therapist overlap; every
 * socket reconnected within SOAK_RECONNECT_SECONDS; 5xx only from the killed process while it
 * was down; request ids of nginx and the API line up; the API sees each client's own address
 * and never a forged X-Forwarded-For. Prints p50/p99 per operation.
 *
 * Options: `--short` (30 s), SOAK_SECONDS (120), SOAK_PATIENTS (200), SOAK_THERAPISTS (20),
 * SOAK_RECONNECT_SECONDS (10), SOAK_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test),
 * SOAK_REDIS_URL (redis://127.0.0.1:6379). nginx is Debian's package, installed when missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { DEFAULT_AGENDA_SETTINGS, type IncomingLiveMessage } from '@armonia/shared';
import { openDatabase } from '../src/core/db/client.ts';
import { agendaSettings } from '../src/core/db/schema.ts';
import { apiRoot } from '../src/core/db/paths.ts';
import { ensurePatientRecord } from '../src/core/patient-records.ts';
import { createScratchDatabase, serverReachable } from '../src/testing/scratch-db.ts';
import { addDays, localDay } from '../src/core/time.ts';
import {
  createAccounts,
  percentile,
  redisReachable,
  waitUntilReady,
  type Account,
} from './fixtures.ts';

const { values: args } = parseArgs({ options: { short: { type: 'boolean' } } });
const SECONDS = Number(process.env.SOAK_SECONDS ?? (args.short ? 30 : 120));
const PATIENTS = Number(process.env.SOAK_PATIENTS ?? 200);
const THERAPISTS = Number(process.env.SOAK_THERAPISTS ?? 20);
const RECONNECT_LIMIT_MS = Number(process.env.SOAK_RECONNECT_SECONDS ?? 10) * 1000;
const PG_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROCESSES = 3;
/** The process that is killed, when (share of the run) and for how long it stays down. */
const VICTIM = 1;
const KILL_AT = 0.4;
const DOWN_MS = 4000;
/** nginx's fail_timeout: after a restart the process may still be skipped that long. */
const FAIL_TIMEOUT_MS = 10_000;
const ZONE = 'America/Monterrey';
const SECRET = randomBytes(32).toString('hex');
/** A client address no proxy of ours would ever write: it must never reach the API's logs. */
const FORGED_IP = '203.0.113.66';
const repoRoot = path.resolve(apiRoot, '..', '..');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = (a: number, b: number) => a + Math.random() * (b - a);
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

// ---------------------------------------------------------------------------------------------
// Infrastructure

function nginxBinary(): string | undefined {
  for (const dir of ['/usr/sbin', '/usr/local/sbin', ...(process.env.PATH ?? '').split(':')]) {
    if (dir && existsSync(path.join(dir, 'nginx'))) return path.join(dir, 'nginx');
  }
  return undefined;
}

/** Debian's nginx, installed when missing; the system service is never started. */
function ensureNginx(): string {
  const found = nginxBinary();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('Falta nginx. Instálalo como root: apt-get install -y nginx');
  }
  console.log('nginx no está instalado: instalando el paquete de Debian (apt-get install nginx)…');
  // policy-rc.d / RUNLEVEL=1 keep the package's own service from starting.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-q', 'nginx'], { stdio: 'inherit', env }).status;
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
    if (install() !== 0) throw new Error('No se pudo instalar nginx con apt-get.');
  }
  const installed = nginxBinary();
  if (!installed) throw new Error('nginx se instaló pero no se encuentra en el PATH.');
  return installed;
}

async function ensureServices() {
  const pgOk = await serverReachable(PG_URL);
  const redisOk = await redisReachable(REDIS_URL);
  if (!pgOk || !redisOk) {
    throw new Error(
      `Hacen falta PostgreSQL (${PG_URL}) y Redis (${REDIS_URL}); ` +
        'usa SOAK_DATABASE_URL y SOAK_REDIS_URL para otras direcciones.',
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The repository's nginx file with this machine's addresses: the listen line, one upstream line
 * per process (same parameters as the file) and the access log. Nothing else changes.
 */
function renderNginx(listenPort: number, upstreams: string[], accessLog: string): string {
  let conf = readFileSync(path.join(repoRoot, 'deploy', 'nginx', 'armonia.conf'), 'utf8');
  const swap = (pattern: RegExp, by: (...m: string[]) => string) => {
    if (!pattern.test(conf))
      throw new Error(`deploy/nginx/armonia.conf: no line matches ${pattern}`);
    conf = conf.replace(pattern, by);
  };
  swap(/^(\s*)listen 80;/m, (_, indent) => `${indent}listen 127.0.0.1:${listenPort};`);
  swap(/^(\s*)server api:3000( [^;]*);/m, (_, indent, params) =>
    upstreams.map((u) => `${indent}server ${u}${params};`).join('\n'),
  );
  swap(
    /access_log \/var\/log\/nginx\/access\.log armonia;/,
    () => `access_log ${accessLog} armonia;`,
  );
  return conf;
}

interface Api {
  port: number;
  log: string;
  proc?: ChildProcess;
}

function startApi(api: Api, env: Record<string, string>) {
  const out = openSync(api.log, 'a');
  api.proc = spawn(process.execPath, [path.join(apiRoot, 'dist', 'server.js')], {
    env: { ...process.env, ...env, PORT: String(api.port) },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
}

/** nginx's one worker process (its master's child), for its CPU time. */
function nginxWorker(work: string): number | undefined {
  try {
    const master = readFileSync(path.join(work, 'nginx.pid'), 'utf8').trim();
    const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim();
    return Number(children.split(' ')[0]) || undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Simulated users

interface Sim extends Account {
  ip: string;
  agent: http.Agent;
  socket?: Socket;
  therapist?: Sim;
  /** Own live appointments (patients), as the answers told. */
  appointments: Map<string, string>;
  lastWriter?: Sim;
  disconnectedAt?: number;
}

const latency = new Map<string, number[]>();
const statuses = new Map<string, Map<number, number>>();
function record(op: string, ms: number, status: number) {
  const times = latency.get(op) ?? [];
  times.push(ms);
  latency.set(op, times);
  const byStatus = statuses.get(op) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  statuses.set(op, byStatus);
}

let baseUrl = '';
const requestIdMismatch: string[] = [];

/** One HTTP call through nginx from the user's own address; status 0 when the network failed. */
function call(
  user: Sim,
  op: string,
  method: string,
  url: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<{ status: number; json: { data?: unknown; message?: string } }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { authorization: `Bearer ${user.token}`, ...extra };
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((resolve) => {
    const req = http.request(
      `${baseUrl}/api/v1${url}`,
      { method, headers, agent: user.agent, timeout: 15_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          record(op, performance.now() - started, status);
          if (extra['x-request-id'] && res.headers['x-request-id'] !== extra['x-request-id']) {
            requestIdMismatch.push(`${extra['x-request-id']} -> ${res.headers['x-request-id']}`);
          }
          let json = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON (an nginx page): the status says enough
          }
          resolve({ status, json });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      record(op, performance.now() - started, 0);
      resolve({ status: 0, json: {} });
    });
    req.end(payload);
  });
}

// Chat bookkeeping: every message text is unique.
interface Sent {
  from: Sim;
  to: Sim;
  at: number;
}
const pending = new Map<string, Sent>();
const acked = new Map<string, Sent>();
let unacked = 0;
const delivered = new Map<string, 'live' | 'history'>();
const reconnects: number[] = [];
let catchUps = 0;

function openSocket(user: Sim): Promise<void> {
  const options = {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: user.token },
    // As the web client: Socket.IO's own reconnection, at most 10 s between attempts.
    reconnectionDelayMax: 10_000,
    forceNew: true,
    // Handed to the WebSocket of Node (not in the browser's option types).
    localAddress: user.ip,
  };
  const socket = connect(baseUrl, options);
  user.socket = socket;
  socket.on('onMessage', (m: IncomingLiveMessage) => {
    const sent = pending.get(m.newMessage) ?? acked.get(m.newMessage);
    if (!sent || sent.to !== user || delivered.has(m.newMessage)) return;
    delivered.set(m.newMessage, 'live');
    record('chat delivery', performance.now() - sent.at, 200);
    user.lastWriter = sent.from;
  });
  socket.on('disconnect', () => {
    user.disconnectedAt = performance.now();
  });
  socket.on('connect', () => {
    if (user.disconnectedAt === undefined) return;
    reconnects.push(performance.now() - user.disconnectedAt);
    user.disconnectedAt = undefined;
    // What the web app does after a drop: read the conversations again.
    void catchUp(user);
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

/** Reads the user's conversations through the history API; counts what the socket missed. */
async function catchUp(user: Sim) {
  catchUps += 1;
  const list = await call(user, 'chat history', 'GET', '/messages/get-conversation-history');
  for (const c of (list.json.data as { idConversation: string }[] | undefined) ?? []) {
    const chat = await call(
      user,
      'chat history',
      'GET',
      `/messages/get-chat/${c.idConversation}?limit=100`,
    );
    for (const m of (chat.json.data as { messageContent: string }[] | undefined) ?? []) {
      const sent = acked.get(m.messageContent);
      if (sent && sent.to === user && !delivered.has(m.messageContent)) {
        delivered.set(m.messageContent, 'history');
      }
    }
  }
}

async function sendMessage(from: Sim, to: Sim) {
  if (!from.socket) return;
  const text = `Hola, ¿seguimos con la sesión? ${randomBytes(6).toString('hex')}`;
  const sent = { from, to, at: performance.now() };
  pending.set(text, sent);
  const ack = await from.socket
    .timeout(10_000)
    .emitWithAck('message', { secondUser: to.email, newMessage: text })
    .catch(() => undefined);
  pending.delete(text);
  const ok = (ack as { status?: string } | undefined)?.status === 'success';
  record('chat send (ack)', performance.now() - sent.at, ok ? 200 : 0);
  if (ok) acked.set(text, sent);
  else unacked += 1;
}

let refusedTaken = 0;

async function book(p: Sim) {
  const t = p.therapist!;
  const tomorrow = addDays(localDay(new Date(), ZONE), 1);
  // Everyone looks at the first free hours of the next two days: patients of one therapist
  // compete for the same slots, as on a Monday morning.
  const slots = await call(
    p,
    'free slots',
    'GET',
    `/appointments/free-slots?therapistId=${t.id}&from=${tomorrow}&to=${addDays(tomorrow, 1)}`,
  );
  const list = (slots.json.data as { start: string }[] | undefined) ?? [];
  if (list.length === 0) return;
  const slot = pick(list.slice(0, 4));
  const res = await call(
    p,
    'book',
    'POST',
    '/appointments/book',
    { therapistId: t.id, startsAt: slot.start, modality: 'presencial', reason: 'Seguimiento' },
    { 'x-request-id': `soak-${randomUUID()}` },
  );
  if (res.status === 201) {
    const a = res.json.data as { id: string; startsAt: string };
    p.appointments.set(a.id, a.startsAt);
  } else if (res.status === 409 || res.status === 400) {
    refusedTaken += 1;
  }
}

async function reschedule(p: Sim) {
  const [id] = [...p.appointments.keys()];
  if (!id) return;
  const tomorrow = addDays(localDay(new Date(), ZONE), 1);
  const slots = await call(
    p,
    'free slots',
    'GET',
    `/appointments/free-slots?therapistId=${p.therapist!.id}&from=${tomorrow}&to=${addDays(tomorrow, 1)}&excludeAppointmentId=${id}`,
  );
  const list = (slots.json.data as { start: string }[] | undefined) ?? [];
  if (list.length === 0) return;
  const res = await call(
    p,
    'reschedule',
    'POST',
    `/appointments/${id}/reschedule`,
    { startsAt: pick(list.slice(0, 4)).start, reason: 'Cambio de horario' },
    { 'x-request-id': `soak-${randomUUID()}` },
  );
  if (res.status === 409 || res.status === 400) refusedTaken += 1;
  // Out of reschedules, or the appointment changed: it goes.
  if (res.status >= 400 && res.status < 500 && res.status !== 409) p.appointments.delete(id);
}

async function cancel(p: Sim) {
  const [id] = [...p.appointments.keys()];
  if (!id) return;
  const res = await call(
    p,
    'cancel',
    'POST',
    `/appointments/${id}/cancel`,
    { reason: 'No puedo asistir' },
    { 'x-request-id': `soak-${randomUUID()}` },
  );
  if (res.status !== 0 && res.status < 500) p.appointments.delete(id);
}

/** «Mis citas»; it also sends a forged X-Forwarded-For that nginx must replace. */
async function myAppointments(p: Sim) {
  const res = await call(
    p,
    'my appointments',
    'GET',
    '/appointments?when=upcoming&pageSize=50',
    undefined,
    {
      'x-forwarded-for': FORGED_IP,
    },
  );
  if (res.status !== 200) return;
  p.appointments.clear();
  for (const a of (res.json.data as { items: { id: string; startsAt: string; status: string }[] })
    .items) {
    if (a.status !== 'cancelada') p.appointments.set(a.id, a.startsAt);
  }
}

async function patientLoop(p: Sim, until: number) {
  await sleep(between(0, 5000));
  while (performance.now() < until) {
    const r = Math.random();
    if (r < 0.35) await sendMessage(p, p.therapist!);
    else if (r < 0.6) await (p.appointments.size < 3 ? book(p) : cancel(p));
    else if (r < 0.75) await reschedule(p);
    else if (r < 0.85) await cancel(p);
    else await myAppointments(p);
    await sleep(between(3000, 7000));
  }
}

async function therapistLoop(t: Sim, until: number) {
  await sleep(between(0, 5000));
  while (performance.now() < until) {
    if (t.lastWriter && Math.random() < 0.6) {
      await sendMessage(t, t.lastWriter);
    } else {
      const today = localDay(new Date(), ZONE);
      await call(
        t,
        'agenda week',
        'GET',
        `/appointments?from=${new Date(`${today}T00:00:00Z`).toISOString()}&to=${new Date(`${addDays(today, 7)}T00:00:00Z`).toISOString()}&pageSize=200`,
      );
    }
    await sleep(between(3000, 6000));
  }
}

// ---------------------------------------------------------------------------------------------
// The run

interface NginxLine {
  msec: number;
  request_id: string;
  status: number;
  uri: string;
  upstream_addr: string;
}

async function main() {
  const nginx = ensureNginx();
  await ensureServices();
  console.log('Compilando la API…');
  if (
    spawnSync('npm', ['run', 'build', '-w', '@armonia/api'], { cwd: repoRoot, stdio: 'inherit' })
      .status !== 0
  ) {
    throw new Error('npm run build -w @armonia/api falló');
  }

  const work = mkdtempSync(path.join(os.tmpdir(), 'armonia-soak-'));
  // nginx's workers may run as another user when we are root: they must reach their files.
  chmodSync(work, 0o755);
  const apis: Api[] = [];
  let nginxProc: ChildProcess | undefined;
  const sims: Sim[] = [];
  let failed = true;
  const scratch = await createScratchDatabase(PG_URL, 'armonia_soak');
  const dbUrl = scratch.url;
  try {
    const database = openDatabase({ kind: 'postgres', url: dbUrl });
    await database.migrate();
    const seeded = performance.now();
    const people = [
      ...Array.from({ length: THERAPISTS }, (_, i) => ({
        email: `terapeuta${i}@soak.mx`,
        role: 'Terapeuta' as const,
        name: `Terapeuta ${i}`,
      })),
      ...Array.from({ length: PATIENTS }, (_, i) => ({
        email: `paciente${i}@soak.mx`,
        role: 'Paciente' as const,
        name: `Paciente ${i}`,
      })),
    ];
    const accounts = await createAccounts(database.db, SECRET, people);
    accounts.forEach((a, i) => {
      // Each simulated person comes from their own loopback address.
      const ip = `127.10.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      sims.push({
        ...a,
        ip,
        agent: new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: ip }),
        appointments: new Map(),
      });
    });
    const therapists = sims.slice(0, THERAPISTS);
    const patients = sims.slice(THERAPISTS);
    // Every day open 07:00–21:00, half-hour sessions, no notice: a busy, contested agenda.
    const day = [{ start: '07:00', end: '21:00' }];
    for (const t of therapists) {
      await database.db.insert(agendaSettings).values({
        therapistId: t.id,
        ...DEFAULT_AGENDA_SETTINGS,
        weeklyHours: { '1': day, '2': day, '3': day, '4': day, '5': day, '6': day, '7': day },
        sessionMinutes: 30,
        bufferMinutes: 0,
        minBookingNoticeHours: 0,
        cancelNoticeHours: 0,
        maxReschedules: 10,
        autoConfirm: true,
      });
    }
    for (const [i, p] of patients.entries()) {
      p.therapist = therapists[i % THERAPISTS]!;
      await ensurePatientRecord(database.db, p.therapist.id, p.id);
    }
    await database.close();
    console.log(
      `Base ${scratch.name}: ${THERAPISTS} terapeutas y ${PATIENTS} pacientes en ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const nginxPort = await freePort();
    baseUrl = `http://127.0.0.1:${nginxPort}`;
    const uploads = path.join(work, 'uploads');
    mkdirSync(uploads);
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      REDIS_URL,
      SESSION_SECRET: SECRET,
      UPLOAD_DIR: uploads,
      DATA_DIR: path.join(work, 'data'),
      PUBLIC_URL: baseUrl,
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    };
    for (let i = 0; i < PROCESSES; i++) {
      apis.push({ port: await freePort(), log: path.join(work, `api-${i}.log`) });
    }
    for (const api of apis) startApi(api, env);
    for (const api of apis) {
      if (!(await waitUntilReady(`http://127.0.0.1:${api.port}`))) {
        throw new Error(`La API en ${api.port} no arrancó (${api.log})`);
      }
    }

    const accessLog = path.join(work, 'nginx-access.log');
    writeFileSync(
      path.join(work, 'armonia.conf'),
      renderNginx(
        nginxPort,
        apis.map((a) => `127.0.0.1:${a.port}`),
        accessLog,
      ),
    );
    writeFileSync(
      path.join(work, 'nginx.conf'),
      [
        'worker_processes 1;',
        `pid ${work}/nginx.pid;`,
        `error_log ${work}/nginx-error.log warn;`,
        'events { worker_connections 4096; }',
        'http {',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (t) => `  ${t}_temp_path ${work}/nginx-${t};`,
        ),
        `  include ${work}/armonia.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    const nginxErr = openSync(path.join(work, 'nginx-stderr.log'), 'a');
    nginxProc = spawn(nginx, ['-c', `${work}/nginx.conf`, '-p', `${work}/`, '-g', 'daemon off;'], {
      stdio: ['ignore', nginxErr, nginxErr],
    });
    closeSync(nginxErr);
    if (!(await waitUntilReady(baseUrl, 15))) {
      throw new Error(
        `nginx no arrancó: ${readFileSync(path.join(work, 'nginx-stderr.log'), 'utf8')}`,
      );
    }
    console.log(
      `nginx en ${baseUrl} delante de ${apis.map((a) => a.port).join(', ')}; ${SECONDS} s de carga`,
    );

    const connectStarted = performance.now();
    for (let i = 0; i < sims.length; i += 20) {
      await Promise.all(sims.slice(i, i + 20).map((s) => openSocket(s)));
    }
    console.log(
      `${sims.length} sockets conectados en ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`,
    );

    const started = performance.now();
    const until = started + SECONDS * 1000;
    const cpuAtStart = {
      api: apis.reduce((sum, a) => sum + cpuSeconds(a.proc?.pid), 0),
      nginx: cpuSeconds(nginxProc.pid) + cpuSeconds(nginxWorker(work)),
      client: process.cpuUsage(),
    };
    let victimCpu = 0;
    const chaos = (async () => {
      await sleep(SECONDS * 1000 * KILL_AT);
      const victim = apis[VICTIM]!;
      victimCpu = cpuSeconds(victim.proc!.pid);
      const killedAt = Date.now();
      victim.proc!.kill('SIGKILL');
      console.log(
        `SIGKILL al proceso en ${victim.port} (t=${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
      await sleep(DOWN_MS);
      startApi(victim, env);
      if (!(await waitUntilReady(`http://127.0.0.1:${victim.port}`))) {
        throw new Error('el proceso reiniciado no arrancó');
      }
      const readyAt = Date.now();
      console.log(
        `Proceso en ${victim.port} de nuevo listo tras ${((readyAt - killedAt) / 1000).toFixed(1)} s`,
      );
      return { killedAt, readyAt, address: `127.0.0.1:${victim.port}` };
    })();
    // Awaited after the load; a failed restart must not go unhandled meanwhile.
    chaos.catch(() => undefined);
    await Promise.all([
      ...patients.map((p) => patientLoop(p, until)),
      ...therapists.map((t) => therapistLoop(t, until)),
    ]);
    const kill = await chaos;
    const elapsed = (performance.now() - started) / 1000;
    const clientCpu = process.cpuUsage(cpuAtStart.client);
    const cpu = {
      api: apis.reduce((sum, a) => sum + cpuSeconds(a.proc?.pid), 0) + victimCpu - cpuAtStart.api,
      nginx: cpuSeconds(nginxProc.pid) + cpuSeconds(nginxWorker(work)) - cpuAtStart.nginx,
      client: (clientCpu.user + clientCpu.system) / 1e6,
    };

    // Let the last deliveries land, then every client reads its history once more.
    await sleep(2000);
    const stillDown = sims.filter((s) => !s.socket?.connected).length;
    for (let i = 0; i < sims.length; i += 20) {
      await Promise.all(sims.slice(i, i + 20).map((s) => catchUp(s)));
    }

    // -------------------------------------------------------------------------------------
    // Checks

    const problems: string[] = [];
    const check = (ok: boolean, line: string) => {
      console.log(`  ${ok ? 'ok ' : 'MAL'} ${line}`);
      if (!ok) problems.push(line);
    };

    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const texts = [...acked.keys()];
    const { rows: copies } = await c.query<{ content: string; n: number }>(
      'select content, count(*)::int as n from messages where content = any($1) group by content',
      [texts],
    );
    const { rows: dupes } = await c.query<{ n: number }>(
      `select count(*)::int as n from (select content from messages where content like 'Hola, ¿seguimos%'
       group by content having count(*) > 1) d`,
    );
    const { rows: overlaps } = await c.query<{ n: number }>(
      `select count(*)::int as n from appointments a join appointments b
         on a.therapist_id = b.therapist_id and a.id < b.id
        and a.status <> 'cancelada' and b.status <> 'cancelada'
        and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`,
    );
    const { rows: appts } = await c.query<{ live: number; all: number }>(
      `select count(*) filter (where status <> 'cancelada')::int as live, count(*)::int as all from appointments`,
    );
    await c.end();

    const storedOnce = copies.filter((r) => r.n === 1).length;
    const live = [...delivered.values()].filter((v) => v === 'live').length;
    const fromHistory = delivered.size - live;
    const undelivered = texts.filter((t) => !delivered.has(t)).length;
    const book409 = statuses.get('book')?.get(409) ?? 0;
    const resched409 = statuses.get('reschedule')?.get(409) ?? 0;

    const lines: NginxLine[] = readFileSync(accessLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as NginxLine);
    const errors = lines.filter((l) => l.status >= 500);
    const windowEnd = kill.readyAt + FAIL_TIMEOUT_MS;
    const outside = errors.filter(
      (l) =>
        !l.upstream_addr.includes(kill.address) ||
        l.msec * 1000 < kill.killedAt - 500 ||
        l.msec * 1000 > windowEnd,
    );
    const movedOn = lines.filter((l) => l.upstream_addr.includes(',') && l.status < 500).length;

    // The API's own log lines: the id nginx passed, and the client's address.
    const nginxIds = new Set(lines.map((l) => l.request_id));
    let apiRequests = 0;
    let idsMatched = 0;
    const addresses = new Set<string>();
    for (const api of apis) {
      for (const raw of readFileSync(api.log, 'utf8').split('\n')) {
        if (!raw.includes('"request completed"')) continue;
        const entry = JSON.parse(raw) as {
          reqId: string;
          req: { url: string; remoteAddress: string };
        };
        if (entry.req.url.startsWith('/api/v1/health')) continue;
        apiRequests += 1;
        if (nginxIds.has(entry.reqId)) idsMatched += 1;
        addresses.add(entry.req.remoteAddress);
      }
    }
    const simIps = new Set(sims.map((s) => s.ip));
    const foreign = [...addresses].filter((a) => !simIps.has(a));

    const maxReconnect = reconnects.length ? Math.max(...reconnects) : 0;
    console.log('\nResultados');
    check(
      storedOnce === texts.length && dupes[0]!.n === 0,
      `mensajes confirmados ${texts.length}, guardados una sola vez ${storedOnce}, textos repetidos en la base ${dupes[0]!.n} (sin confirmar: ${unacked})`,
    );
    check(
      undelivered === 0,
      `entregados ${delivered.size} de ${texts.length}: en vivo ${live}, desde el historial ${fromHistory}, perdidos ${undelivered}`,
    );
    check(
      overlaps[0]!.n === 0,
      `citas que se traslapan: ${overlaps[0]!.n} (vigentes ${appts[0]!.live} de ${appts[0]!.all}; horario ya tomado: ${refusedTaken}, de ellos 409 al agendar ${book409} y al reprogramar ${resched409})`,
    );
    check(
      stillDown === 0 && maxReconnect <= RECONNECT_LIMIT_MS,
      `reconexiones ${reconnects.length}, la más lenta ${(maxReconnect / 1000).toFixed(1)} s (límite ${RECONNECT_LIMIT_MS / 1000} s), sin conexión al final ${stillDown}`,
    );
    check(
      outside.length === 0,
      `respuestas 5xx ${errors.length}, todas del proceso detenido mientras estuvo caído: ${outside.length === 0 ? 'sí' : `no (${outside.length} fuera)`}; nginx pasó ${movedOn} solicitudes a otro proceso`,
    );
    check(
      apiRequests > 0 && idsMatched === apiRequests && requestIdMismatch.length === 0,
      `ids de solicitud: ${idsMatched} de ${apiRequests} del log de la API están en el de nginx; ids del cliente devueltos tal cual: ${requestIdMismatch.length === 0 ? 'sí' : `no (${requestIdMismatch.length})`}`,
    );
    check(
      foreign.length === 0,
      `la API vio ${addresses.size} direcciones de cliente, todas reales (ninguna ${FORGED_IP}): ${foreign.length === 0 ? 'sí' : foreign.join(', ')}`,
    );
    console.log(
      `  ${lines.length} solicitudes HTTP (${(lines.length / elapsed).toFixed(0)}/s) y ${texts.length} mensajes (${(texts.length / elapsed).toFixed(0)}/s) en ${elapsed.toFixed(0)} s; lecturas del historial ${catchUps}`,
    );
    console.log(
      `  CPU usada: 3 procesos de la API ${cpu.api.toFixed(0)} s, nginx ${cpu.nginx.toFixed(1)} s, este cliente ${cpu.client.toFixed(0)} s (PostgreSQL y Redis aparte)`,
    );

    console.log('\nLatencia por operación (a través de nginx)');
    console.log('  operación            n       p50 ms   p99 ms   estados');
    for (const [op, times] of [...latency.entries()].sort()) {
      times.sort((a, b) => a - b);
      const st = [...(statuses.get(op) ?? new Map()).entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}:${n}`)
        .join(' ');
      console.log(
        `  ${op.padEnd(18)} ${String(times.length).padStart(6)}  ${percentile(times, 50).toFixed(0).padStart(7)}  ${percentile(times, 99).toFixed(0).padStart(7)}   ${st}`,
      );
    }
    failed = problems.length > 0;
    console.log(failed ? `\nFALLÓ: ${problems.length} comprobaciones` : '\nTodo bien.');
  } finally {
    for (const s of sims) s.socket?.disconnect();
    for (const s of sims) s.agent.destroy();
    nginxProc?.kill('SIGQUIT');
    for (const api of apis) api.proc?.kill('SIGTERM');
    await sleep(1500);
    await scratch
      .drop()
      .catch((e: Error) => console.error(`no se pudo borrar ${scratch.name}: ${e.message}`));
    if (failed) console.log(`Logs en ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
