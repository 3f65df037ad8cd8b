/**
 * Two API processes sharing PostgreSQL and Redis, as a network of practices runs them.
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL; `.ci/run` provides both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import type { IncomingLiveMessage, Notification } from '@armonia/shared';
import { apiRoot } from './core/db/paths.ts';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-db.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!baseUrl || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are required');

// Made before the processes start, dropped after they stop.
let scratch: ScratchDatabase;
const procs: ChildProcess[] = [];
const sockets: Socket[] = [];
const ports = [3211, 3212];
const url = (i: number) => `http://127.0.0.1:${ports[i]}`;

async function startProcess(i: number) {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/server.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(ports[i]),
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      SEED_DEMO: 'true',
      DATA_DIR: path.join(os.tmpdir(), `${scratch.name}-${i}`),
      SESSION_SECRET: 'una-clave-compartida-por-ambos-procesos-0123456789',
      LOG_LEVEL: 'warn',
      // Both processes run the reminder job, often, so that their runs overlap.
      REMINDER_INTERVAL_MS: '150',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  procs.push(proc);
  for (let t = 0; t < 120; t++) {
    const ok = await fetch(`${url(i)}/api/v1/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`process ${i} did not start`);
}

async function login(i: number, email: string) {
  const res = await fetch(`${url(i)}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Terapia2026!' }),
  });
  return ((await res.json()) as { token: string }).token;
}

function open(i: number, token: string): Promise<Socket> {
  const s = connect(url(i), { transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

function next<T>(s: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
    s.once(event, (p: T) => {
      clearTimeout(t);
      resolve(p);
    });
  });
}

beforeAll(async () => {
  scratch = await createScratchDatabase(baseUrl!, 'armonia_cluster');
  // Both at once on the empty database, as replicas start: one migrates and writes the first
  // data (reference lists, demo accounts) while the other waits for it, then finds it.
  await Promise.all([startProcess(0), startProcess(1)]);
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const p of procs) p.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await scratch?.drop();
});

describe('two API processes with Redis', () => {
  it('a message sent on one process reaches a client on the other, stored once', async () => {
    const therapist = await open(0, await login(0, 'terapeuta@demo.mx'));
    const patient = await open(1, await login(1, 'paciente@demo.mx'));
    const received = next<IncomingLiveMessage>(therapist, 'onMessage');
    const text = `Mensaje entre procesos ${randomBytes(4).toString('hex')}`;
    const ack = await patient.emitWithAck('message', {
      secondUser: 'terapeuta@demo.mx',
      newMessage: text,
    });
    expect(ack).toEqual({ status: 'success' });
    expect((await received).newMessage).toBe(text);

    const c = new pg.Client({ connectionString: scratch.url });
    await c.connect();
    const { rows } = await c.query('select count(*)::int as n from messages where content = $1', [
      text,
    ]);
    await c.end();
    expect(rows[0].n).toBe(1);
  });

  it('a notification reaches the user’s sessions on both processes', async () => {
    const a = await open(0, await login(0, 'admin@demo.mx'));
    const b = await open(1, await login(1, 'admin@demo.mx'));
    const got = Promise.all([
      next<Notification>(a, 'notification'),
      next<Notification>(b, 'notification'),
    ]);
    const res = await fetch(`${url(1)}/api/v1/site/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Rosa Cantú',
        email: 'rosa@correo.mx',
        topic: 'citas',
        message: 'Quisiera agendar una cita.',
      }),
    });
    expect(res.status).toBe(201);
    const [x, y] = await got;
    expect(x.message).toContain('Rosa Cantú');
    expect(y.idNotify).toBe(x.idNotify);
  });

  it('a token issued by one process is accepted by the other', async () => {
    const token = await login(0, 'paciente2@demo.mx');
    const me = await fetch(`${url(1)}/api/v1/user/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
  });

  it('a logout on one process ends the session on the other at once: its cached session is refused and its socket closed', async () => {
    const token = await login(0, 'paciente2@demo.mx');
    const list = () =>
      fetch(`${url(1)}/api/v1/user/notification-list`, {
        headers: { authorization: `Bearer ${token}` },
      });
    // The second process reads the session once, then answers from its cache.
    expect((await list()).status).toBe(200);
    expect((await list()).status).toBe(200);
    const socket = await open(1, token);
    const closed = next<string>(socket, 'disconnect');
    const out = await fetch(`${url(0)}/api/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await list()).status).toBe(401);
    expect(await closed).toBe('io server disconnect');
  });

  it('a password changed on one process ends the other sessions cached on the other', async () => {
    const email = 'terapeuta2@demo.mx';
    const [keep, other] = [await login(0, email), await login(1, email)];
    const me = (i: number, token: string) =>
      fetch(`${url(i)}/api/v1/user/notification-number`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me(1, other)).status).toBe(200);
    const socket = await open(1, other);
    const closed = next<string>(socket, 'disconnect');
    const changed = await fetch(`${url(0)}/api/v1/user/change-password`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keep}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        currentPassword: 'Terapia2026!',
        newPassword: 'Nueva-Clave-Terapia-2027',
        confirmPassword: 'Nueva-Clave-Terapia-2027',
      }),
    });
    expect(changed.status).toBe(200);
    expect((await me(1, other)).status).toBe(401);
    expect((await me(1, keep)).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('with both processes running the reminder job, every appointment is reminded exactly once', async () => {
    const c = new pg.Client({ connectionString: scratch.url });
    await c.connect();
    try {
      const { rows: rec } = await c.query(
        `select p.id, p.therapist_id from patients p join users u on u.id = p.user_id
         where u.email = 'paciente3@demo.mx'`,
      );
      const { id: patientId, therapist_id: therapistId } = rec[0];
      const base = Date.now() + 2 * 3_600_000;
      const count = 40;
      const { rows: created } = await c.query(
        `insert into appointments (therapist_id, patient_id, starts_at, ends_at, status, modality)
         select $1, $2, to_timestamp(($3::bigint + g * 900000) / 1000.0),
                to_timestamp(($3::bigint + g * 900000 + 600000) / 1000.0), 'confirmada', 'presencial'
         from generate_series(0, $4 - 1) g returning id`,
        [therapistId, patientId, base, count],
      );
      const ids = created.map((r) => r.id);
      for (let t = 0; t < 100; t++) {
        const { rows } = await c.query(
          'select count(*)::int as n from appointments where id = any($1) and reminder_sent_at is not null',
          [ids],
        );
        if (rows[0].n === count) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      // A little longer: a second reminder, if any, would land now.
      await new Promise((r) => setTimeout(r, 1000));
      const { rows: sent } = await c.query(
        `select count(*)::int as n, count(distinct message)::int as d from notifications n
         join users u on u.id = n.user_id
         where u.email = 'paciente3@demo.mx' and n.message like 'Recordatorio%'`,
      );
      expect(sent[0]).toEqual({ n: count, d: count });
      const { rows: mails } = await c.query(
        `select count(*)::int as n from mail_outbox
         where "to" = 'paciente3@demo.mx' and subject = 'Recordatorio de tu cita de mañana'`,
      );
      expect(mails[0].n).toBe(count);
    } finally {
      await c.end();
    }
  }, 60_000);
});
