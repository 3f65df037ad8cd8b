import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../core/db/schema.ts';
import { injectAs, link, type TestUser } from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';

const { app, therapist, patient, stranger, otherTherapist, admin } = await appWithUsers({
  therapist: { role: 'Terapeuta', name: 'Alejandra' },
  patient: { role: 'Paciente', name: 'Sofía' },
  stranger: { role: 'Paciente', name: 'Lucía' },
  otherTherapist: { role: 'Terapeuta', name: 'Jorge' },
  admin: { role: 'Super-Admin', name: 'Mariana' },
});

beforeAll(async () => {
  await link(app, therapist.id, patient.id);
  await link(app, otherTherapist.id, stranger.id);
});

const send = (from: TestUser, secondUser: string, newMessage: string) =>
  injectAs(app, from.token, {
    method: 'POST',
    url: '/api/v1/messages/new-message',
    payload: { secondUser, newMessage },
  });
const history = (u: TestUser, keyword = '') =>
  injectAs(app, u.token, {
    method: 'GET',
    url: `/api/v1/messages/get-conversation-history?keyword=${encodeURIComponent(keyword)}`,
  });
const chat = (u: TestUser, id: string) =>
  injectAs(app, u.token, { method: 'GET', url: `/api/v1/messages/get-chat/${id}` });
const unread = (u: TestUser) =>
  injectAs(app, u.token, { method: 'GET', url: '/api/v1/messages/get-new-messages' });

describe('chat over HTTP', () => {
  let conversationId: string;

  it('a patient writes to a linked therapist: stored, answered with its conversation', async () => {
    const res = await send(
      patient,
      therapist.email,
      'Hola, <script>alert(1)</script> ¿puedo cambiar mi cita?',
    );
    expect(res.statusCode).toBe(200);
    const msg = res.json().data;
    expect(msg).toMatchObject({
      sender: patient.email,
      messageContent: 'Hola, <script>alert(1)</script> ¿puedo cambiar mi cita?',
    });
    expect(msg.createdAt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    conversationId = msg.conversationId;
  });

  it('the therapist sees the conversation unread, opens it, and it becomes read', async () => {
    expect((await unread(therapist)).json()).toEqual({ status: 'success', unreadConversations: 1 });
    const h = (await history(therapist)).json().data;
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({
      idConversation: conversationId,
      userEmail: patient.email,
      unread: 1,
      // No photo yet: the web shows initials and asks for no image.
      photoVersion: null,
    });
    expect(h[0].userName).toMatch(/^Sofía/);
    const opened = await chat(therapist, conversationId);
    expect(
      opened.json().data.map((m: { messageContent: string }) => m.messageContent),
    ).toHaveLength(1);
    expect((await unread(therapist)).json().unreadConversations).toBe(0);
    expect((await unread(patient)).json().unreadConversations).toBe(0);
  });

  it('the history filters by name or e-mail', async () => {
    expect((await history(therapist, 'sofí')).json().data).toHaveLength(1);
    expect((await history(therapist, patient.email.slice(0, 6))).json().data).toHaveLength(1);
    expect((await history(therapist, 'nadie')).json().data).toHaveLength(0);
    expect((await history(therapist, '%')).json().data).toHaveLength(0);
  });

  it('a patient cannot read another’s conversation: 404', async () => {
    expect((await chat(stranger, conversationId)).statusCode).toBe(404);
    expect((await chat(otherTherapist, conversationId)).statusCode).toBe(404);
  });

  it('a patient cannot message a therapist they are not linked to; nothing is stored', async () => {
    const before = await app.deps.db.select().from(messages);
    const res = await send(stranger, therapist.email, 'Hola');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No puedes enviar mensajes a esa persona.');
    expect((await send(patient, stranger.email, 'Hola')).statusCode).toBe(403);
    expect((await send(therapist, otherTherapist.email, 'Hola')).statusCode).toBe(403);
    expect((await send(patient, 'nadie@prueba.mx', 'Hola')).statusCode).toBe(403);
    expect(await app.deps.db.select().from(messages)).toHaveLength(before.length);
  });

  it('empty, blank and too-long messages are refused in Spanish', async () => {
    for (const text of ['', '   \n ']) {
      const res = await send(patient, therapist.email, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({ field: 'newMessage', message: 'Escribe un mensaje.' });
    }
    const long = await send(patient, therapist.email, 'a'.repeat(4001));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe(
      'El mensaje no puede tener más de 4,000 caracteres.',
    );
    expect((await send(patient, therapist.email, 'a'.repeat(4000))).statusCode).toBe(200);
  });

  it('an admin writes to anyone, and the user may then answer', async () => {
    expect((await send(stranger, admin.email, 'Hola')).statusCode).toBe(403);
    expect((await send(admin, stranger.email, 'Bienvenida a Armonía')).statusCode).toBe(200);
    expect((await send(stranger, admin.email, 'Gracias')).statusCode).toBe(200);
    const rows = await app.deps.db
      .select()
      .from(messages)
      .where(eq(messages.senderId, stranger.id));
    expect(rows).toHaveLength(1);
  });

  it('contacts: a therapist sees linked patients; a patient, linked therapists', async () => {
    const mine = (
      await injectAs(app, therapist.token, { method: 'GET', url: '/api/v1/messages/contacts' })
    ).json().data;
    expect(mine.map((c: { email: string }) => c.email)).toEqual([patient.email]);
    const theirs = (
      await injectAs(app, patient.token, { method: 'GET', url: '/api/v1/messages/contacts' })
    ).json().data;
    expect(theirs.map((c: { email: string }) => c.email)).toEqual([therapist.email]);
    const all = (
      await injectAs(app, admin.token, { method: 'GET', url: '/api/v1/messages/contacts' })
    ).json().data;
    expect(all.length).toBe(4);
  });
});
