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

const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!baseUrl || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are required');

const dbName = `armonia_cluster_${randomBytes(5).toString('hex')}`;
const dbUrl = (() => {
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const procs: ChildProcess[] = [];
const sockets: Socket[] = [];
const ports = [3211, 3212];
const url = (i: number) => `http://127.0.0.1:${ports[i]}`;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function startProcess(i: number) {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/server.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(ports[i]),
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO: 'true',
      DATA_DIR: path.join(os.tmpdir(), `${dbName}-${i}`),
      SESSION_SECRET: 'una-clave-compartida-por-ambos-procesos-0123456789',
      LOG_LEVEL: 'warn',
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
  await admin(`create database "${dbName}"`);
  // One after the other: the first migrates and seeds the demo data, the second finds it.
  await startProcess(0);
  await startProcess(1);
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const p of procs) p.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await admin(`drop database if exists "${dbName}" with (force)`);
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

    const c = new pg.Client({ connectionString: dbUrl });
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
});
