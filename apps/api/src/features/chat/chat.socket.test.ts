import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { count, eq } from 'drizzle-orm';
import { CHAT_TEXTS, type IncomingLiveMessage, type LiveAck } from '@armonia/shared';
import { messages } from '../../core/db/schema.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  link,
  listenOnLoopback,
  login,
  statementsDuring,
} from '../../testing/helper.ts';
import { appWithUsers, listenWithSockets } from '../../testing/test-app.ts';

const { app, therapist, patient, stranger } = await appWithUsers({
  therapist: 'Terapeuta',
  patient: 'Paciente',
  stranger: 'Paciente',
});
const { open } = await listenWithSockets(app);

beforeAll(async () => {
  await link(app, therapist.id, patient.id);
});

function next<T>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(t);
      resolve(payload);
    });
  });
}

const stored = async () => (await app.deps.db.select({ n: count() }).from(messages))[0]!.n;
const storedWith = async (a: FastifyInstance, content: string) =>
  (await a.deps.db.select({ n: count() }).from(messages).where(eq(messages.content, content)))[0]!
    .n;

describe('the chat socket', () => {
  it('refuses a handshake without a token or with a revoked one', async () => {
    await expect(open(undefined)).rejects.toThrow(/No autorizado/);
    const token = await login(app, stranger.email, stranger.password);
    await injectAs(app, token, { method: 'POST', url: '/api/v1/logout', payload: {} });
    await expect(open(token)).rejects.toThrow(/No autorizado/);
  });

  it('a message goes live to the other side, stored once, with the spec payload', async () => {
    const t = await open(therapist.token);
    const p = await open(patient.token);
    const received = next<IncomingLiveMessage>(t, 'onMessage');
    const ack = await p.emitWithAck('message', {
      firstUser: patient.email,
      secondUser: therapist.email,
      newMessage: 'Buenas tardes',
      roomId: '',
      token: patient.token,
    });
    expect(ack).toEqual({ status: 'success' });
    const msg = await received;
    expect(msg).toMatchObject({
      newMessage: 'Buenas tardes',
      firstUser: patient.email,
      secondUser: therapist.email,
    });
    expect(msg.roomId).toMatch(/^[0-9a-f-]{36}$/);
    expect(msg.dateMessage).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(Object.keys(msg).sort()).toEqual([
      'dateMessage',
      'firstUser',
      'newMessage',
      'roomId',
      'secondUser',
    ]);
    expect(await stored()).toBe(1);
  });

  it('an empty message joins a room of the user; another user’s room is refused', async () => {
    const [conversation] = (
      await injectAs(app, patient.token, {
        method: 'GET',
        url: '/api/v1/messages/get-conversation-history',
      })
    ).json().data;
    const p = await open(patient.token);
    expect(
      await p.emitWithAck('message', {
        newMessage: '',
        roomId: conversation.idConversation,
        token: patient.token,
      }),
    ).toEqual({
      status: 'success',
    });
    const s = await open(stranger.token);
    const refused = next<{ message: string }>(s, 'chatError');
    const ack = await s.emitWithAck('message', {
      newMessage: '',
      roomId: conversation.idConversation,
      token: stranger.token,
    });
    expect(ack.status).toBe('error');
    expect((await refused).message).toBe('No perteneces a esa conversación.');
  });

  it('a forged firstUser changes nothing: the sender is the session user', async () => {
    const t = await open(therapist.token);
    const p = await open(patient.token);
    const received = next<IncomingLiveMessage>(p, 'onMessage');
    await t.emitWithAck('message', {
      firstUser: patient.email,
      secondUser: patient.email,
      newMessage: 'Te espero el lunes',
      token: therapist.token,
    });
    expect((await received).firstUser).toBe(therapist.email);
    const rows = await app.deps.db
      .select()
      .from(messages)
      .where(eq(messages.content, 'Te espero el lunes'));
    expect(rows[0]!.senderId).toBe(therapist.id);
  });

  it('a token of another user in the event, or an unlinked counterpart, is refused and nothing stored', async () => {
    const before = await stored();
    const s = await open(stranger.token);
    expect(
      (
        await s.emitWithAck('message', {
          secondUser: therapist.email,
          newMessage: 'Hola',
          token: patient.token,
        })
      ).status,
    ).toBe('error');
    expect(
      (
        await s.emitWithAck('message', {
          secondUser: therapist.email,
          newMessage: 'Hola',
          token: stranger.token,
        })
      ).status,
    ).toBe('error');
    expect(
      (
        await s.emitWithAck('message', {
          secondUser: therapist.email,
          newMessage: 'x'.repeat(4001),
        })
      ).status,
    ).toBe('error');
    expect(await stored()).toBe(before);
  });

  it('a message with a NUL or a lone surrogate is refused in Spanish and nothing stored', async () => {
    const before = await stored();
    const p = await open(patient.token);
    for (const newMessage of ['hola\u0000', 'hola\ud800']) {
      const ack = await p.emitWithAck('message', { secondUser: therapist.email, newMessage });
      expect(ack).toMatchObject({ status: 'error', message: expect.stringMatching(/^Contiene/) });
    }
    expect(await stored()).toBe(before);
  });

  it('a session revoked after connecting closes its socket at once, and only that one', async () => {
    const token = await login(app, patient.email, patient.password);
    const p = await open(token);
    const other = await open(patient.token);
    const closed = next<string>(p, 'disconnect');
    await injectAs(app, token, { method: 'POST', url: '/api/v1/logout', payload: {} });
    expect(await closed).toBe('io server disconnect');
    expect(other.connected).toBe(true);
  });

  it('a notification reaches every open session of its user at once', async () => {
    const a = await open(patient.token);
    const b = await open(await login(app, patient.email, patient.password));
    const got = Promise.all([
      next<{ message: string }>(a, 'notification'),
      next<{ message: string }>(b, 'notification'),
    ]);
    await app.deps.notifier.notify(patient.id, { message: 'Tu cita fue confirmada' });
    const [x, y] = await got;
    expect(x.message).toBe('Tu cita fue confirmada');
    expect(y.message).toBe('Tu cita fue confirmada');
  });

  it('a message sent again with the same key is stored and delivered once', async () => {
    const t = await open(therapist.token);
    const p = await open(patient.token);
    const seen: string[] = [];
    t.on('onMessage', (m: IncomingLiveMessage) => seen.push(m.newMessage));
    const payload = {
      secondUser: therapist.email,
      newMessage: '¿Podemos cambiar la cita?',
      clientKey: 'clave-de-prueba-0001',
    };
    expect(await p.emitWithAck('message', payload)).toEqual({ status: 'success' });
    expect(await p.emitWithAck('message', payload)).toEqual({ status: 'success' });
    // A later message is delivered after any copy of the first would have been.
    const marker = next<IncomingLiveMessage>(t, 'onMessage');
    await p.emitWithAck('message', { secondUser: therapist.email, newMessage: 'Gracias' });
    await marker;
    expect(seen.filter((m) => m === payload.newMessage)).toHaveLength(1);
    expect(await storedWith(app, payload.newMessage)).toBe(1);
  });

  it('a live message costs one statement once the socket knows the conversation', async () => {
    const p = await open(await login(app, patient.email, patient.password));
    const say = (newMessage: string) => () =>
      p.emitWithAck('message', { secondUser: therapist.email, newMessage });
    expect(await statementsDuring(app, say('Primera del día'))).toHaveLength(2);
    expect(await statementsDuring(app, say('Segunda del día'))).toHaveLength(1);
  });
});

describe('the chat socket under overload', () => {
  it('past its queue a message is refused at once, to be sent again; retries store each once', async () => {
    const busy = await createTestApp({ chatQueueLimit: 1 });
    try {
      const at = await listenOnLoopback(busy);
      const t = await createUser(busy, 'Terapeuta');
      const p = await createUser(busy, 'Paciente');
      await link(busy, t.id, p.id);
      const socket = await open(p.token, at);
      const texts = Array.from({ length: 20 }, (_, i) => `Mensaje número ${i + 1}`);
      const send = (i: number) =>
        socket.emitWithAck('message', {
          secondUser: t.email,
          newMessage: texts[i],
          clientKey: `clave-sobrecarga-${i}`,
        }) as Promise<LiveAck>;
      const acks = await Promise.all(texts.map((_, i) => send(i)));
      const refused = acks.flatMap((a, i) => (a.status === 'error' ? [i] : []));
      expect(refused.length).toBeGreaterThan(0);
      for (const i of refused) {
        expect(acks[i]).toEqual({ status: 'error', message: CHAT_TEXTS.busy, retry: true });
      }
      for (const i of refused) expect(await send(i)).toEqual({ status: 'success' });
      for (const i of texts.keys()) expect(await send(i)).toEqual({ status: 'success' });
      for (const text of texts) expect(await storedWith(busy, text)).toBe(1);
    } finally {
      await busy.close();
    }
  });
});
