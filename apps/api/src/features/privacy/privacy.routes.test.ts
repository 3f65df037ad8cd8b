import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { arcoDueDate, localDay } from '@armonia/shared';
import {
  conversations,
  mailOutbox,
  messages,
  patients,
  privacyRequests,
  ratings,
  sessionNotes,
} from '../../core/db/schema/index.ts';
import { ensurePatientRecord } from '../../core/patient-records.ts';
import {
  call,
  createUser,
  insertAppointmentRow,
  mailsTo,
  notificationsOf,
  type TestUser,
} from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';

const { app, admin, therapist, sofia, carlos } = await appWithUsers({
  admin: 'Super-Admin',
  therapist: { role: 'Terapeuta', name: 'Alejandra' },
  sofia: { role: 'Paciente', name: 'Sofía' },
  carlos: { role: 'Paciente', name: 'Carlos' },
});

let sofiaRecordId: string;
let carlosRecordId: string;
let sofiaVisitId: string;
const ZONE = 'America/Monterrey';

async function addAppointment(
  recordId: string,
  daysAgo: number,
  status: 'completada' | 'confirmada',
) {
  const start = new Date(Date.now() - daysAgo * 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  return insertAppointmentRow(app, {
    therapistId: therapist.id,
    patientId: recordId,
    startsAt: start,
    minutes: 50,
    status,
    reason: `motivo ${recordId.slice(0, 4)}`,
  });
}

async function say(from: TestUser, to: TestUser, content: string) {
  const [low, high] = [from.id, to.id].sort();
  const [conv] = await app.deps.db
    .insert(conversations)
    .values({ userLow: low!, userHigh: high! })
    .onConflictDoUpdate({
      target: [conversations.userLow, conversations.userHigh],
      set: { lastMessageAt: new Date() },
    })
    .returning();
  await app.deps.db
    .insert(messages)
    .values({ conversationId: conv!.id, senderId: from.id, content });
}

beforeAll(async () => {
  for (const [who, antecedentes] of [
    [sofia, 'Migraña desde 2019'],
    [carlos, 'Gastritis crónica'],
  ] as const) {
    const record = await ensurePatientRecord(app.deps.db, therapist.id, who.id);
    await app.deps.db
      .update(patients)
      .set({ antecedentes, consentAt: new Date(), consentVersion: '2026-01' })
      .where(eq(patients.id, record.id));
    if (who === sofia) sofiaRecordId = record.id;
    else carlosRecordId = record.id;
  }
  // Sofía: a visit 400 days ago with a signed note and a rating; Carlos: a visit of his own.
  const visit = await addAppointment(sofiaRecordId, 400, 'completada');
  sofiaVisitId = visit.id;
  await app.deps.db.insert(sessionNotes).values({
    appointmentId: visit.id,
    authorId: therapist.id,
    patientId: sofiaRecordId,
    content: { reason: 'Dolor de cabeza intenso' },
    signedAt: new Date(),
  });
  await app.deps.db.insert(ratings).values({
    appointmentId: visit.id,
    therapistId: therapist.id,
    authorId: sofia.id,
    stars: 5,
    comment: 'Excelente trato',
  });
  await addAppointment(carlosRecordId, 10, 'completada');
  await say(sofia, therapist, 'Hola, ¿puedo cambiar mi cita?');
  await say(therapist, sofia, 'Claro, Sofía.');
  await say(carlos, therapist, 'Mensaje privado de Carlos');
});

const file = (who: TestUser, body: unknown) => call(app, who, 'POST', '/privacy/my-requests', body);

describe('filing an ARCO request', () => {
  it('stores it as recibida with the legal due date, and tells the administrators', async () => {
    const res = await file(sofia, {
      kind: 'acceso',
      description: '  Quiero una copia de mis datos.  ',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      kind: 'acceso',
      description: 'Quiero una copia de mis datos.',
      status: 'recibida',
      dueDate: arcoDueDate(localDay(new Date(), ZONE)),
      dueState: 'a_tiempo',
      response: '',
      respondedAt: null,
    });
    const adminNotes = await notificationsOf(app, admin.id);
    expect(adminNotes).toHaveLength(1);
    expect(adminNotes[0]!.message).toMatch(
      /^Nueva solicitud ARCO \(Acceso\) de Sofía Usuario \d+\.$/,
    );
    expect(adminNotes[0]!.link).toBe('/user/privacy-requests');
  });

  const bad: [string, unknown][] = [
    ['no description', { kind: 'acceso' }],
    ['an empty description', { kind: 'acceso', description: '   ' }],
    ['an unknown type', { kind: 'borrado', description: 'Quiero que borren todo.' }],
    ['a NUL character', { kind: 'acceso', description: 'Quiero\u0000 mis datos.' }],
    ['a lone surrogate', { kind: 'acceso', description: 'Quiero \uD800 mis datos.' }],
    ['a huge description', { kind: 'acceso', description: 'a'.repeat(4001) }],
    ['a number as description', { kind: 'acceso', description: 12345678901 }],
    ['an array as type', { kind: ['acceso'], description: 'Quiero mis datos ya.' }],
    ['no body fields at all', {}],
  ];
  for (const [name, body] of bad) {
    it(`refuses ${name} with a Spanish 400 and stores nothing`, async () => {
      const before = await app.deps.db.select().from(privacyRequests);
      const res = await file(carlos, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('error');
      expect(res.json().message).toMatch(/[a-záéíóúñ]{3,}/i);
      expect(res.json().message).not.toMatch(/invalid|expected|required/i);
      expect(await app.deps.db.select().from(privacyRequests)).toHaveLength(before.length);
    });
  }
});

describe('own and foreign requests', () => {
  it('a patient sees only their own requests', async () => {
    await file(carlos, { kind: 'rectificacion', description: 'Mi teléfono cambió a otro número.' });
    const mine = (await call(app, sofia, 'GET', '/privacy/my-requests')).json().data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r: { patientEmail: string }) => r.patientEmail === sofia.email)).toBe(true);
    const his = (await call(app, carlos, 'GET', '/privacy/my-requests')).json().data;
    expect(his.map((r: { kind: string }) => r.kind)).toEqual(['rectificacion']);
  });
});

describe('downloading my data', () => {
  it('has the patient’s account, record, appointments, ratings, messages and requests, and nothing of another patient', async () => {
    const res = await call(app, sofia, 'GET', '/privacy/my-data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data.account.email).toBe(sofia.email);
    expect(data.clinicalRecords).toHaveLength(1);
    expect(data.clinicalRecords[0].data.antecedentes).toBe('Migraña desde 2019');
    expect(data.clinicalRecords[0].consultations).toEqual([
      { date: expect.any(String), signed: true },
    ]);
    expect(data.appointments).toHaveLength(1);
    expect(data.ratings).toEqual([
      expect.objectContaining({ stars: 5, comment: 'Excelente trato' }),
    ]);
    expect(
      data.messages.map((m: { content: string; fromMe: boolean }) => [m.content, m.fromMe]),
    ).toEqual([
      ['Hola, ¿puedo cambiar mi cita?', true],
      ['Claro, Sofía.', false],
    ]);
    expect(data.arcoRequests.map((r: { kind: string }) => r.kind)).toEqual(['acceso']);
    const text = JSON.stringify(data);
    for (const foreign of [
      'Gastritis',
      'Carlos',
      carlos.email,
      carlosRecordId,
      'Mensaje privado',
    ]) {
      expect(text).not.toContain(foreign);
    }
    // The note's clinical text stays with its author (PRODUCT.md): only its date and state.
    expect(text).not.toContain('Dolor de cabeza intenso');
  });
});

describe('the administration answers', () => {
  async function requestOf(who: TestUser, kind: string) {
    const res = await file(who, { kind, description: `Solicitud de ${kind} para mis datos.` });
    return res.json().data.id as string;
  }
  const move = (id: string, body: unknown) =>
    call(app, admin, 'PUT', `/privacy/requests/${id}`, body);

  it('follows the state machine; an invalid move is a Spanish 400 and changes nothing', async () => {
    const id = await requestOf(carlos, 'oposicion');
    expect((await move(id, { status: 'en_proceso' })).json().data.status).toBe('en_proceso');
    const back = await move(id, { status: 'recibida' });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe('Una solicitud «En proceso» no puede pasar a «Recibida».');
    const noAnswer = await move(id, { status: 'resuelta' });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json().errors[0].field).toBe('response');
    const rejected = await move(id, {
      status: 'rechazada',
      response: 'No procede: no hay publicidad.',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rechazada', dueState: null });
    const again = await move(id, { status: 'resuelta', response: 'Cambio de opinión total.' });
    expect(again.statusCode).toBe(400);
    const [row] = await app.deps.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, id));
    expect(row!.status).toBe('rechazada');
    expect(row!.response).toBe('No procede: no hay publicidad.');
  });

  const badBodies: [string, unknown][] = [
    ['an unknown state', { status: 'cerrada' }],
    ['a NUL in the response', { status: 'resuelta', response: 'Listo\u0000 ya quedó.' }],
    [
      'a lone surrogate in the response',
      { status: 'resuelta', response: 'Listo \uDC00 ya quedó.' },
    ],
    ['a huge response', { status: 'resuelta', response: 'x'.repeat(4001) }],
    ['a number as state', { status: 3 }],
  ];
  for (const [name, body] of badBodies) {
    it(`refuses ${name} with a Spanish 400`, async () => {
      const id = await requestOf(carlos, 'acceso');
      const res = await move(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).not.toMatch(/invalid|expected/i);
      const [row] = await app.deps.db
        .select()
        .from(privacyRequests)
        .where(eq(privacyRequests.id, id));
      expect(row!.status).toBe('recibida');
    });
  }

  it('refuses a non-UUID id, an unknown id and bad query values', async () => {
    expect((await move('abc', { status: 'en_proceso' })).statusCode).toBe(400);
    expect((await move('abc\u0000', { status: 'en_proceso' })).statusCode).toBe(400);
    const unknown = await move('00000000-0000-4000-8000-000000000000', { status: 'en_proceso' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('La solicitud no existe.');
    for (const q of ['status=cerrada', 'page=0', 'pageSize=1000', 'page=abc', 'status=%00']) {
      const res = await call(app, admin, 'GET', `/privacy/requests?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('the response reaches the patient by mail (outbox) and in the app', async () => {
    const id = await requestOf(sofia, 'rectificacion');
    const res = await move(id, {
      status: 'resuelta',
      response: 'Corregimos tu domicilio en el expediente.',
    });
    expect(res.statusCode).toBe(200);
    await app.deps.mailer.flush();
    const mails = await mailsTo(app, sofia.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Respuesta a tu solicitud de rectificación (ARCO)');
    expect(mails[0]!.text).toContain('Corregimos tu domicilio en el expediente.');
    expect(mails[0]!.text).toContain('«Resuelta»');
    const notes = await notificationsOf(app, sofia.id);
    expect(notes.map((n) => n.message)).toContain(
      'Tu solicitud de rectificación está «Resuelta». Revisa la respuesta en Mi perfil.',
    );
    const mine = (await call(app, sofia, 'GET', '/privacy/my-requests')).json().data;
    expect(mine.find((r: { id: string }) => r.id === id)).toMatchObject({
      status: 'resuelta',
      response: 'Corregimos tu domicilio en el expediente.',
    });
  });

  it('the inbox lists open requests first, soonest due, and counts near and overdue ones', async () => {
    const late = await requestOf(carlos, 'acceso');
    const near = await requestOf(carlos, 'oposicion');
    const today = localDay(new Date(), ZONE);
    await app.deps.db
      .update(privacyRequests)
      .set({ dueDate: '2020-01-01' })
      .where(eq(privacyRequests.id, late));
    await app.deps.db
      .update(privacyRequests)
      .set({ dueDate: today })
      .where(eq(privacyRequests.id, near));
    const inbox = (await call(app, admin, 'GET', '/privacy/requests?pageSize=100')).json().data;
    expect(inbox.items[0]).toMatchObject({ id: late, dueState: 'vencida' });
    expect(inbox.items[1]).toMatchObject({ id: near, dueState: 'por_vencer' });
    expect(inbox.overdue).toBe(1);
    expect(inbox.dueSoon).toBe(1);
    const open = inbox.items.filter((r: { status: string }) =>
      ['recibida', 'en_proceso'].includes(r.status),
    );
    expect(inbox.open).toBe(open.length);
    expect(inbox.total).toBe(inbox.items.length);
    const filtered = (await call(app, admin, 'GET', '/privacy/requests?status=rechazada')).json()
      .data;
    expect(filtered.items.every((r: { status: string }) => r.status === 'rechazada')).toBe(true);
    expect(filtered.total).toBe(1);
  });

  it('a resolved cancellation blocks the clinical record until five years after the last visit; nothing is deleted', async () => {
    const id = await requestOf(sofia, 'cancelacion');
    const [before] = await app.deps.db
      .select()
      .from(patients)
      .where(eq(patients.id, sofiaRecordId));
    expect(before!.blockedAt).toBeNull();
    const res = await move(id, { status: 'resuelta', response: 'Bloqueamos tus datos clínicos.' });
    expect(res.statusCode).toBe(200);
    const [record] = await app.deps.db
      .select()
      .from(patients)
      .where(eq(patients.id, sofiaRecordId));
    expect(record!.blockedAt).not.toBeNull();
    // Last activity: the note signed today (its update) is later than the visit 400 days ago.
    const today = localDay(new Date(), ZONE);
    const expected = `${Number(today.slice(0, 4)) + 5}${today.slice(4)}`;
    expect(record!.deletableFrom).toBe(expected);
    expect(res.json().data.blockedUntil).toBe(expected);
    // Still there, with its clinical history: blocked, not deleted.
    expect(record!.antecedentes).toBe('Migraña desde 2019');
    expect(
      await app.deps.db
        .select()
        .from(sessionNotes)
        .where(eq(sessionNotes.patientId, sofiaRecordId)),
    ).toHaveLength(1);
    // The therapist no longer sees or edits it, nor its notes.
    const list = (await call(app, therapist, 'GET', '/patients')).json().data;
    expect(list.items.map((p: { id: string }) => p.id)).toEqual([carlosRecordId]);
    expect((await call(app, therapist, 'GET', `/patients/${sofiaRecordId}`)).statusCode).toBe(404);
    expect(
      (await call(app, therapist, 'GET', `/appointments/${sofiaVisitId}/note`)).statusCode,
    ).toBe(404);
    expect((await call(app, therapist, 'GET', `/patients/${sofiaRecordId}/notes`)).statusCode).toBe(
      404,
    );
    // Carlos's record is untouched.
    expect((await call(app, therapist, 'GET', `/patients/${carlosRecordId}`)).statusCode).toBe(200);
    // The mail says until when it is kept; the download gives only the block.
    await app.deps.mailer.flush();
    const [mail] = await app.deps.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, sofia.email),
          eq(mailOutbox.subject, 'Respuesta a tu solicitud de cancelación (ARCO)'),
        ),
      );
    expect(mail!.text).toContain(`conservarlos hasta el ${expected}`);
    const exported = (await call(app, sofia, 'GET', '/privacy/my-data')).json().data;
    expect(exported.clinicalRecords[0]).toMatchObject({
      data: null,
      consultations: [],
      blocked: { deletableFrom: expected },
    });
  });

  it('the last visit sets the date when it is the latest activity', async () => {
    const old = await createUser(app, 'Paciente');
    const record = await ensurePatientRecord(app.deps.db, therapist.id, old.id);
    // A record untouched for years whose last visit was 400 days ago.
    await app.deps.db
      .update(patients)
      .set({ updatedAt: new Date('2019-03-01T12:00:00Z') })
      .where(eq(patients.id, record.id));
    const visit = await addAppointment(record.id, 401, 'completada');
    const id = (
      await file(old, { kind: 'cancelacion', description: 'Cancelen mis datos clínicos.' })
    ).json().data.id;
    const res = await move(id, { status: 'resuelta', response: 'Datos clínicos bloqueados.' });
    const visitDay = localDay(visit.startsAt, ZONE);
    const expected = `${Number(visitDay.slice(0, 4)) + 5}${visitDay.slice(4)}`;
    expect(res.json().data.blockedUntil).toBe(expected);
  });
});
