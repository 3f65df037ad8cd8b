import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '@armonia/shared';
import {
  createTestApp,
  createUser,
  link,
  listenOnLoopback,
  type TestUser,
} from './testing/helper.ts';

/** What SIGTERM does (server.ts calls app.close()), on a listening app. */
// Each case builds and closes its own app: slow on a busy machine.
describe('graceful shutdown', { timeout: 120_000 }, () => {
  let app: FastifyInstance | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await app?.close().catch(() => undefined);
    app = undefined;
  });

  async function listening() {
    app = await createTestApp();
    return { app, url: await listenOnLoopback(app) };
  }

  /** Holds the tables a request reads, so that it is still under way when shutdown begins. */
  function holdTables(app: FastifyInstance, ms: number, tables = sql`sessions, notifications`) {
    return app.deps.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${tables} in access exclusive mode`);
      await new Promise((r) => setTimeout(r, ms));
    });
  }

  it('when a request is under way, then it completes before the process closes, and new connections are refused', async () => {
    const { app, url } = await listening();
    const user = await createUser(app, 'Paciente');
    const list = () =>
      fetch(`${url}/api/v1/user/notification-list`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
    // A first call opens the connection, as the browser's first request would.
    expect((await list()).status).toBe(200);
    const held = holdTables(app, 700);
    const inFlight = list();
    await new Promise((r) => setTimeout(r, 150));
    const closing = app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    // Its connection closes with it, so no idle keep-alive holds the server open.
    expect(res.headers.get('connection')).toBe('close');
    expect(((await res.json()) as { status: string }).status).toBe('success');
    await held;
    await closing;
    await expect(fetch(`${url}/api/v1/health`)).rejects.toThrow();
  });

  it('when a chat message is under way, then it is stored and acknowledged before the database closes; the socket is then closed', async () => {
    const { app, url } = await listening();
    const therapist: TestUser = await createUser(app, 'Terapeuta');
    const patient: TestUser = await createUser(app, 'Paciente');
    await link(app, therapist.id, patient.id);
    const socket = connect(url, {
      transports: ['websocket'],
      auth: { token: patient.token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<void>((r) => socket.once('disconnect', () => r()));

    const held = holdTables(app, 700, sql`messages`);
    const ack = socket.emitWithAck('message', {
      secondUser: therapist.email,
      newMessage: 'Llego cinco minutos tarde',
    });
    await new Promise((r) => setTimeout(r, 150));
    const closing = app.close();
    expect(await ack).toEqual({ status: 'success' });
    expect(app.deps.realtime.draining).toBe(true);
    await held;
    await disconnected;
    await closing;
  });

  it('when shutdown has begun, then a new live message is refused with a message to try again', async () => {
    const { app, url } = await listening();
    const patient = await createUser(app, 'Paciente');
    const socket = connect(url, {
      transports: ['websocket'],
      auth: { token: patient.token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // The first step of shutdown, on its own: the socket is still open to hear the refusal.
    const realtime = app.deps.realtime as { draining: boolean };
    Object.defineProperty(realtime, 'draining', { get: () => true });
    expect(
      await socket.emitWithAck('message', { secondUser: 'x@y.mx', newMessage: 'hola' }),
    ).toEqual({ status: 'error', message: CHAT_TEXTS.restarting, retry: true });
  });
});
