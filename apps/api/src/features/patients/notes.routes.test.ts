import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { PATIENT_TEXTS } from '@armonia/shared';
import { auditLog, sessionNotes } from '../../core/db/schema.ts';
import { auditOf } from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';
import { call, createPatient, insertAppointment, insertListItem } from './patients.test-helpers.ts';

const { app, therapist } = await appWithUsers({
  therapist: { role: 'Terapeuta', name: 'Alejandra' },
});

let patientId: string;
let pair: string;
let flower: string;
let remedy: string;
let point: string;

beforeAll(async () => {
  patientId = (
    await createPatient(app, therapist, { name: 'Nora', lastName: 'Salas', consent: true })
  ).id;
  pair = await insertListItem(app, 'biomagnetism', {
    name: 'Timo – Recto',
    point1: 'Timo',
    point2: 'Recto',
  });
  flower = await insertListItem(app, 'flowers', {
    name: 'Mímulo',
    englishName: 'Mimulus',
    group: 'Miedo',
  });
  remedy = await insertListItem(app, 'homeopathy', {
    remedy: 'Arnica montana',
    potency: '30CH',
    frequency: 'c/8 h',
  });
  point = await insertListItem(app, 'trackingList', { point: 'Occipital' });
});

const content = () => ({
  reason: 'Dolor de cabeza',
  findings: 'Tensión cervical',
  pairs: [{ itemId: pair, found: true, applied: true, minutes: 15 }],
  trackingChecked: [point],
  flowers: [{ itemId: flower, potency: '', frequency: '4 gotas 4 veces al día' }],
  homeopathy: [{ itemId: remedy, potency: '30CH', frequency: 'cada 8 horas' }],
  recommendations: 'Hidratación',
  nextVisit: '2030-01-15',
});

describe('session notes', () => {
  it('a draft is created, read, updated, signed, then only addenda are accepted', async () => {
    const apt = await insertAppointment(app, therapist.id, patientId);
    expect((await call(app, therapist, 'GET', `/appointments/${apt}/note`)).json().message).toBe(
      PATIENT_TEXTS.noteMissing,
    );
    const created = await call(app, therapist, 'PUT', `/appointments/${apt}/note`, content());
    expect(created.statusCode).toBe(201);
    const note = created.json().data;
    expect(note).toMatchObject({
      status: 'borrador',
      appointmentId: apt,
      patientId,
      signedAt: null,
    });
    // Names come from the lists, whatever the client sent.
    expect(note.content.pairs[0]).toMatchObject({
      name: 'Timo – Recto',
      minutes: 15,
      applied: true,
    });
    expect(note.content.flowers[0].name).toBe('Mímulo');
    expect(note.content.homeopathy[0].name).toBe('Arnica montana');

    const updated = await call(app, therapist, 'PUT', `/appointments/${apt}/note`, {
      ...content(),
      findings: 'Sin tensión',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.content.findings).toBe('Sin tensión');

    const tooEarly = await call(app, therapist, 'POST', `/appointments/${apt}/note/addenda`, {
      text: 'x',
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(PATIENT_TEXTS.noteNotSigned);

    const signed = await call(app, therapist, 'POST', `/appointments/${apt}/note/sign`);
    expect(signed.json().data).toMatchObject({ status: 'firmada' });
    expect(signed.json().data.signedAt).toBeTruthy();

    const edit = await call(app, therapist, 'PUT', `/appointments/${apt}/note`, {
      ...content(),
      findings: 'Cambio',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(PATIENT_TEXTS.noteSigned);
    const [row] = await app.deps.db.select().from(sessionNotes).where(eq(sessionNotes.id, note.id));
    expect((row!.content as { findings: string }).findings).toBe('Sin tensión');
    expect((await call(app, therapist, 'POST', `/appointments/${apt}/note/sign`)).statusCode).toBe(
      409,
    );

    const addendum = await call(app, therapist, 'POST', `/appointments/${apt}/note/addenda`, {
      text: 'Corrección: fueron 20 minutos.',
    });
    expect(addendum.statusCode).toBe(201);
    expect(addendum.json().data.addenda).toEqual([
      expect.objectContaining({
        text: 'Corrección: fueron 20 minutos.',
        authorName: expect.stringMatching(/^Alejandra/),
      }),
    ]);
    const empty = await call(app, therapist, 'POST', `/appointments/${apt}/note/addenda`, {
      text: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('Escribe la adenda.');

    const read = await call(app, therapist, 'GET', `/appointments/${apt}/note`);
    expect(read.json().data.addenda).toHaveLength(1);
    const actions = (await auditOf(app, note.id)).map((r) => r.action).reverse();
    expect(actions).toEqual(['crear', 'modificar', 'firmar', 'adenda', 'leer']);
    for (const r of await auditOf(app, note.id)) {
      expect(r.entity).toBe('session_note');
      expect(JSON.stringify(r.details)).not.toMatch(/tensión|Corrección|cabeza/i);
    }
  });

  it('the patient’s notes list holds my notes with their addenda, and is audited', async () => {
    const res = await call(app, therapist, 'GET', `/patients/${patientId}/notes`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0].addenda).toHaveLength(1);
    const [entry] = await app.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'leer', entity: 'session_note', actorId: therapist.id });
    expect(entry!.details).toMatchObject({ patientId });
  });

  it('refuses a note for an appointment that is not completed', async () => {
    const apt = await insertAppointment(app, therapist.id, patientId, {
      status: 'confirmada',
      daysFromNow: 20,
    });
    const res = await call(app, therapist, 'PUT', `/appointments/${apt}/note`, content());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PATIENT_TEXTS.noteNeedsAppointment);
  });

  it('refuses a note for a patient without consent', async () => {
    const p = await createPatient(app, therapist, { name: 'Sin', lastName: 'Consentimiento' });
    const apt = await insertAppointment(app, therapist.id, p.id);
    const res = await call(app, therapist, 'PUT', `/appointments/${apt}/note`, content());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PATIENT_TEXTS.noteNeedsConsent);
  });

  it('refuses items that are not in their list, and bad fields, in Spanish', async () => {
    const apt = await insertAppointment(app, therapist.id, patientId);
    const wrongList = await call(app, therapist, 'PUT', `/appointments/${apt}/note`, {
      ...content(),
      pairs: [{ itemId: flower }],
    });
    expect(wrongList.statusCode).toBe(400);
    expect(wrongList.json().errors).toContainEqual({
      field: 'pairs',
      message: PATIENT_TEXTS.itemsMissing('Par Biomagnético'),
    });
    const unknownPoint = await call(app, therapist, 'PUT', `/appointments/${apt}/note`, {
      ...content(),
      trackingChecked: [crypto.randomUUID()],
    });
    expect(unknownPoint.statusCode).toBe(400);
    expect(unknownPoint.json().errors[0].field).toBe('trackingChecked');
    const bad = await call(app, therapist, 'PUT', `/appointments/${apt}/note`, {
      pairs: [{ itemId: 'x', minutes: 500 }],
      nextVisit: 'mañana',
    });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'El par no existe.',
        'Como máximo 120 minutos.',
        'Escribe una fecha válida.',
      ]),
    );
    expect(
      await app.deps.db.select().from(sessionNotes).where(eq(sessionNotes.appointmentId, apt)),
    ).toHaveLength(0);
  });
});
