import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION, type Slot } from '@armonia/shared';
import {
  appointments,
  auditLog,
  patients,
  therapistPatients,
  users,
} from '../../core/db/schema/index.ts';
import { addDays, localDay } from '../../core/time.ts';
import {
  createTestApp,
  createUser,
  link,
  mailsTo,
  notificationsOf,
  type TestUser,
} from '../../testing/helper.ts';
import { call, createTherapies, listedTherapist, profileBody } from './directory.test-helpers.ts';

/** Booking a therapist found in the directory: the first booking links, once, with consent. */
let app: FastifyInstance;
let open: TestUser & { slug: string };
let full: TestUser & { slug: string };
let hidden: TestUser & { slug: string };
let gone: TestUser & { slug: string };
const OFFICE = 'Calzada del Valle 400, Col. Del Valle, San Pedro Garza García, N.L.';

const day = (n: number) => addDays(localDay(new Date(), 'America/Monterrey'), n);

async function slotsOf(who: TestUser, therapist: TestUser, n: number): Promise<Slot[]> {
  const res = await call(
    app,
    who,
    'GET',
    `/appointments/free-slots?therapistId=${therapist.id}&from=${day(n)}&to=${day(n)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const book = (who: TestUser, therapist: TestUser, startsAt: string, extra: object = {}) =>
  call(app, who, 'POST', '/appointments/book', {
    therapistId: therapist.id,
    startsAt,
    modality: 'presencial',
    reason: 'Primera consulta',
    ...extra,
  });

async function linkState(therapistId: string, userId: string) {
  const { db } = app.deps;
  const links = await db
    .select()
    .from(therapistPatients)
    .where(
      and(eq(therapistPatients.therapistId, therapistId), eq(therapistPatients.patientId, userId)),
    );
  const records = await db
    .select()
    .from(patients)
    .where(and(eq(patients.therapistId, therapistId), eq(patients.userId, userId)));
  const audits = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'patient.link'), eq(auditLog.actorId, userId)));
  const booked = records.length
    ? await db.select().from(appointments).where(eq(appointments.patientId, records[0]!.id))
    : [];
  return { links, records, audits, booked };
}

beforeAll(async () => {
  app = await createTestApp({}, { referenceData: true });
  const t = await createTherapies(app, ['Par biomagnético']);
  const therapy = [t['Par biomagnético']!];
  open = await listedTherapist(
    app,
    { name: 'Alejandra', lastName: 'Villarreal Cantú' },
    profileBody(therapy, { officeAddress: OFFICE }),
  );
  full = await listedTherapist(
    app,
    { name: 'Jorge Luis', lastName: 'Salinas Elizondo' },
    profileBody(therapy, { acceptsNewPatients: false }),
  );
  hidden = await listedTherapist(
    app,
    { name: 'Mónica', lastName: 'Reyes Luna' },
    profileBody(therapy, { listed: false }),
  );
  gone = await listedTherapist(app, { name: 'Ernesto', lastName: 'Salas' }, profileBody(therapy));
  await app.deps.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
});
afterAll(() => app.close());

describe('a first booking through the directory', () => {
  it('needs the consent; without it nothing is written', async () => {
    const patient = await createUser(app, 'Paciente');
    const [slot] = await slotsOf(patient, open, 3);
    const res = await book(patient, open, slot!.start);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'consent',
        message:
          'Para tu primera cita con este terapeuta autoriza que guarde tus datos conforme al Aviso de privacidad.',
      },
    ]);
    const state = await linkState(open.id, patient.id);
    expect([state.links, state.records, state.audits]).toEqual([[], [], []]);
  });

  it('links the patient, opens the record with their consent, notifies the therapist, opens the chat', async () => {
    const patient = await createUser(app, 'Paciente', { name: 'Sofía' });
    const before = await call(app, patient, 'POST', '/messages/new-message', {
      secondUser: open.email,
      newMessage: 'Hola',
    });
    expect(before.statusCode).toBe(403);
    const [slot] = await slotsOf(patient, open, 3);
    const res = await book(patient, open, slot!.start, { consent: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'solicitada',
      modality: 'presencial',
      // The office is where an in-person session takes place when the patient names no place.
      location: OFFICE,
    });
    const state = await linkState(open.id, patient.id);
    expect(state.links).toHaveLength(1);
    expect(state.records).toHaveLength(1);
    expect(state.records[0]).toMatchObject({
      consentVersion: PRIVACY_NOTICE_VERSION,
      consentBy: patient.id,
      active: true,
    });
    expect(state.records[0]!.consentAt).toBeInstanceOf(Date);
    expect(state.audits).toHaveLength(1);
    expect(state.audits[0]!.details).toMatchObject({
      therapistId: open.id,
      via: 'directorio',
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
    const notice = await notificationsOf(app, open.id);
    expect(notice.at(-1)!.message).toMatch(
      /^Sofía .* solicitó una cita: .*Es su primera cita contigo: te encontró en el directorio\.$/,
    );
    const mail = await mailsTo(app, open.email);
    expect(mail.at(-1)!.subject).toBe('Nueva solicitud de cita');

    const after = await call(app, patient, 'POST', '/messages/new-message', {
      secondUser: open.email,
      newMessage: 'Hola, Alejandra. Ya agendé.',
    });
    expect(after.statusCode).toBe(200);
    const profile = await call(app, patient, 'GET', `/directory/therapists/${open.slug}`);
    expect(profile.json().data.viewer).toMatchObject({ linked: true, canMessage: true });
    expect(profile.json().data.email).toBe(open.email);

    // The next booking is a linked one: no second consent, no second link.
    const second = (await slotsOf(patient, open, 4))[0]!;
    expect((await book(patient, open, second.start)).statusCode).toBe(201);
    expect((await linkState(open.id, patient.id)).audits).toHaveLength(1);
  });

  it('concurrent first bookings of one patient link them exactly once', async () => {
    const patient = await createUser(app, 'Paciente');
    const slots = (await slotsOf(patient, open, 6)).filter((_, i) => i % 2 === 0).slice(0, 6);
    expect(slots).toHaveLength(6);
    const answers = await Promise.all(
      slots.map((s) => book(patient, open, s.start, { consent: true })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const state = await linkState(open.id, patient.id);
    expect(state.links).toHaveLength(1);
    expect(state.records).toHaveLength(1);
    expect(state.audits).toHaveLength(1);
    expect(state.booked).toHaveLength(6);
  });

  it('two new patients racing for one slot: one books; the other gets a clear refusal and no link', async () => {
    const a = await createUser(app, 'Paciente');
    const b = await createUser(app, 'Paciente');
    const [slot] = await slotsOf(a, open, 8);
    const answers = await Promise.all(
      [a, b].map((p) => book(p, open, slot!.start, { consent: true })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const loser = answers[0]!.statusCode === 409 ? a : b;
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(
      'Ese horario ya no está disponible. Elige otro.',
    );
    const state = await linkState(open.id, loser.id);
    expect([state.links, state.records, state.audits]).toEqual([[], [], []]);
  });
});

describe('who cannot be booked by a new patient', () => {
  it('a therapist who takes no new patients: 409, nothing written; a linked patient still books', async () => {
    const patient = await createUser(app, 'Paciente');
    const slots = await call(
      app,
      patient,
      'GET',
      `/appointments/free-slots?therapistId=${full.id}&from=${day(3)}&to=${day(3)}`,
    );
    expect(slots.statusCode).toBe(404);
    const res = await book(patient, full, `${day(3)}T10:00:00-06:00`, { consent: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Este terapeuta no está recibiendo pacientes nuevos por ahora.',
    );
    expect(await linkState(full.id, patient.id)).toMatchObject({ links: [], records: [] });

    const linked = await createUser(app, 'Paciente');
    await link(app, full.id, linked.id);
    const [slot] = await slotsOf(linked, full, 3);
    expect((await book(linked, full, slot!.start)).statusCode).toBe(201);
  });

  it('a hidden or deactivated therapist answers as an unknown one, nothing written', async () => {
    const patient = await createUser(app, 'Paciente');
    for (const t of [hidden, gone]) {
      const res = await book(patient, t, `${day(3)}T10:00:00-06:00`, { consent: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('El terapeuta no existe o no está vinculado contigo.');
      expect(await linkState(t.id, patient.id)).toMatchObject({ links: [], records: [] });
    }
  });

  it('a therapist or the administration books nothing through the directory', async () => {
    const therapist = await createUser(app, 'Terapeuta');
    const res = await book(therapist, open, `${day(3)}T10:00:00-06:00`, { consent: true });
    expect(res.statusCode).toBe(403);
  });
});

describe('what booking shows before confirming', () => {
  it('the linked therapists carry their cancellation notice and office', async () => {
    const patient = await createUser(app, 'Paciente');
    await link(app, open.id, patient.id);
    const res = await call(app, patient, 'GET', '/appointments/bookable-therapists');
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: open.id, cancelNoticeHours: 24, officeAddress: OFFICE }),
    ]);
  });
});
