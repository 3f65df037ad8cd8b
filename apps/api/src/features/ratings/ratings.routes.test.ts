import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { RATING_TEXTS, type AppointmentStatus, type Role } from '@armonia/shared';
import { ratings } from '../../core/db/schema.ts';
import { ensurePatientRecord } from '../../core/patient-records.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  insertAppointmentRow,
  notificationsOf,
  type TestUser,
} from '../../testing/helper.ts';

let app: FastifyInstance;
let therapist: TestUser;
let otherTherapist: TestUser;
let patient: TestUser;
let otherPatient: TestUser;
let admin: TestUser;
let patientRecord: string;
let otherPatientRecord: string;

let slot = 0;
/** An appointment row written straight to the database, each one at its own past hour. */
async function appointment(
  therapistId: string,
  patientId: string,
  status: AppointmentStatus = 'completada',
) {
  slot += 1;
  const startsAt = new Date(Date.UTC(2026, 0, 5, 0, 0) + slot * 2 * 3_600_000);
  const row = await insertAppointmentRow(app, {
    therapistId,
    patientId,
    startsAt,
    minutes: 60,
    status,
  });
  return row.id;
}

const rate = (u: TestUser, appointmentId: string, stars: unknown = 5, comment = 'Muy bien.') =>
  injectAs(app, u.token, {
    method: 'POST',
    url: '/api/v1/ratings',
    payload: { appointmentId, stars, comment },
  });
const edit = (u: TestUser, id: string, stars: number, comment = '') =>
  injectAs(app, u.token, {
    method: 'PUT',
    url: `/api/v1/ratings/${id}`,
    payload: { stars, comment },
  });
const hide = (u: TestUser, id: string, hidden: boolean) =>
  injectAs(app, u.token, {
    method: 'POST',
    url: `/api/v1/ratings/${id}/hide`,
    payload: { hidden },
  });
/** The patient rates a new completed appointment with the therapist; answers the opinion's id. */
const rateNew = async (stars: number): Promise<string> =>
  (await rate(patient, await appointment(therapist.id, patientRecord), stars)).json().data.id;
/** An opinion as stored. */
const storedRating = async (id: string) =>
  (await app.deps.db.select().from(ratings).where(eq(ratings.id, id)))[0]!;
const list = (u: TestUser, query = '') =>
  injectAs(app, u.token, { method: 'GET', url: `/api/v1/ratings${query}` });
const summary = (u: TestUser, therapistId?: string) =>
  injectAs(app, u.token, {
    method: 'GET',
    url: `/api/v1/ratings/summary${therapistId ? `?therapistId=${therapistId}` : ''}`,
  });

beforeAll(async () => {
  app = await createTestApp();
  therapist = await createUser(app, 'Terapeuta', { name: 'Alejandra' });
  otherTherapist = await createUser(app, 'Terapeuta', { name: 'Jorge' });
  patient = await createUser(app, 'Paciente', { name: 'Sofía' });
  otherPatient = await createUser(app, 'Paciente', { name: 'Lucía' });
  admin = await createUser(app, 'Super-Admin', { name: 'Mariana' });
  patientRecord = (await ensurePatientRecord(app.deps.db, therapist.id, patient.id)).id;
  otherPatientRecord = (await ensurePatientRecord(app.deps.db, therapist.id, otherPatient.id)).id;
});
afterAll(() => app.close());

describe('rating an appointment', () => {
  it('when the patient rates their completed appointment, then it is stored and the therapist is told', async () => {
    const id = await appointment(therapist.id, patientRecord);
    const res = await rate(patient, id, 4, '  Me ayudó mucho.  ');
    expect(res.statusCode).toBe(201);
    const r = res.json().data;
    expect(r).toMatchObject({
      appointmentId: id,
      therapistId: therapist.id,
      stars: 4,
      comment: 'Me ayudó mucho.',
      hidden: false,
      editable: true,
    });
    expect(r.therapistName).toContain('Alejandra');
    expect(r.patientName).toContain('Sofía');
    const notes = await notificationsOf(app, therapist.id);
    expect(notes.map((n) => n.message)).toContainEqual(
      expect.stringMatching(/^Sofía .* calificó su cita con 4 estrellas\.$/),
    );
  });

  it('when the patient rates the same appointment again, then 409 and nothing changes', async () => {
    const id = await appointment(therapist.id, patientRecord);
    expect((await rate(patient, id, 5)).statusCode).toBe(201);
    const again = await rate(patient, id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RATING_TEXTS.duplicate);
    const rows = await app.deps.db.select().from(ratings).where(eq(ratings.appointmentId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.stars).toBe(5);
  });

  it('when two ratings of one appointment race, then exactly one is stored', async () => {
    const id = await appointment(therapist.id, patientRecord);
    const answers = await Promise.all([rate(patient, id, 5), rate(patient, id, 3)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await app.deps.db.select().from(ratings).where(eq(ratings.appointmentId, id));
    expect(rows).toHaveLength(1);
  });

  it("when the appointment is another patient's, then 404 and nothing is written", async () => {
    const id = await appointment(therapist.id, otherPatientRecord);
    const res = await rate(patient, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(RATING_TEXTS.notYours);
    expect(await app.deps.db.select().from(ratings).where(eq(ratings.appointmentId, id))).toEqual(
      [],
    );
  });

  it('when the appointment does not exist, then 404', async () => {
    const res = await rate(patient, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });

  it.each(['confirmada', 'solicitada', 'cancelada', 'no_asistio'] as const)(
    'when the appointment is %s, then 409 "not completed"',
    async (status) => {
      const id = await appointment(therapist.id, patientRecord, status);
      const res = await rate(patient, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(RATING_TEXTS.notCompleted);
    },
  );

  it.each([
    ['6 stars', 6, 'x', 'stars'],
    ['0 stars', 0, 'x', 'stars'],
    ['2.5 stars', 2.5, 'x', 'stars'],
    ['text for stars', 'muchas', 'x', 'stars'],
    ['a 1001-character comment', 5, 'a'.repeat(1001), 'comment'],
  ])('when the body has %s, then 400 on that field', async (_label, stars, comment, field) => {
    const id = await appointment(therapist.id, patientRecord);
    const res = await rate(patient, id, stars, comment);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('when the comment has exactly 1000 characters, then it is accepted', async () => {
    const id = await appointment(therapist.id, patientRecord);
    expect((await rate(patient, id, 5, 'a'.repeat(1000))).statusCode).toBe(201);
  });

  it('when the appointment id is not a uuid, then 400', async () => {
    const res = await rate(patient, 'no-es-un-id');
    expect(res.statusCode).toBe(400);
  });
});

describe('editing an opinion', () => {
  it('when the author edits within 7 days, then it changes', async () => {
    const id = await rateNew(2);
    const res = await edit(patient, id, 5, 'Lo pensé mejor.');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ stars: 5, comment: 'Lo pensé mejor.', editable: true });
  });

  it('when 7 days have passed, then 409 and the opinion stays as it was', async () => {
    const id = await rateNew(2);
    await app.deps.db
      .update(ratings)
      .set({ createdAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(ratings.id, id));
    const mine = (await list(patient, '?pageSize=100')).json().data.items;
    expect(mine.find((r: { id: string }) => r.id === id).editable).toBe(false);
    const res = await edit(patient, id, 5);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RATING_TEXTS.editClosed);
    expect((await storedRating(id)).stars).toBe(2);
  });

  it('when another patient edits it, then 404 and it is untouched', async () => {
    const id = await rateNew(3);
    expect((await edit(otherPatient, id, 1)).statusCode).toBe(404);
    expect((await storedRating(id)).stars).toBe(3);
  });

  it('when the edit has 6 stars, then 400', async () => {
    const id = await rateNew(3);
    expect((await edit(patient, id, 6)).statusCode).toBe(400);
  });
});

describe('lists, summary and moderation', () => {
  let app2: FastifyInstance;
  let t: TestUser;
  let t2: TestUser;
  let p: TestUser;
  let p2: TestUser;
  let a: TestUser;
  let first: string;
  let second: string;
  let foreign: string;

  // A separate app so counts and averages are exact.
  beforeAll(async () => {
    const saved = app;
    app2 = await createTestApp();
    app = app2;
    t = await createUser(app, 'Terapeuta', { name: 'Teresa' });
    t2 = await createUser(app, 'Terapeuta', { name: 'Tomás' });
    p = await createUser(app, 'Paciente', { name: 'Pablo' });
    p2 = await createUser(app, 'Paciente', { name: 'Paula' });
    a = await createUser(app, 'Super-Admin', { name: 'Ana' });
    const rec = (await ensurePatientRecord(app.deps.db, t.id, p.id)).id;
    const rec2 = (await ensurePatientRecord(app.deps.db, t.id, p2.id)).id;
    const recOther = (await ensurePatientRecord(app.deps.db, t2.id, p2.id)).id;
    first = (await rate(p, await appointment(t.id, rec), 5)).json().data.id;
    second = (await rate(p2, await appointment(t.id, rec2), 2)).json().data.id;
    foreign = (await rate(p2, await appointment(t2.id, recOther), 4)).json().data.id;
    app = saved;
  });
  afterAll(() => app2.close());

  const as = <T>(fn: () => Promise<T>) => {
    const saved = app;
    app = app2;
    return fn().finally(() => {
      app = saved;
    });
  };
  const ids = (res: { json: () => { data: { items: { id: string }[] } } }) =>
    res.json().data.items.map((r) => r.id);

  it('when a patient lists, then only their own opinions, newest first', async () => {
    const res = await as(() => list(p2));
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([foreign, second]);
    expect(res.json().data.total).toBe(2);
  });

  it('when a patient filters by therapist, then only theirs with that therapist', async () => {
    expect(ids(await as(() => list(p2, `?therapistId=${t2.id}`)))).toEqual([foreign]);
  });

  it('when a therapist lists, then only the opinions about them, whatever filter they pass', async () => {
    expect(ids(await as(() => list(t)))).toEqual([second, first]);
    expect(ids(await as(() => list(t, `?therapistId=${t2.id}`)))).toEqual([second, first]);
    expect((await as(() => list(t))).json().data.items[0].editable).toBe(false);
  });

  it('when the admin lists, then all of them, filterable by therapist', async () => {
    expect(ids(await as(() => list(a)))).toEqual([foreign, second, first]);
    expect(ids(await as(() => list(a, `?therapistId=${t.id}`)))).toEqual([second, first]);
  });

  it('when the page size is over 100, then 400', async () => {
    expect((await as(() => list(a, '?pageSize=101'))).statusCode).toBe(400);
  });

  it('when anyone signed in asks for the summary, then the average and count of the visible ones', async () => {
    for (const u of [p, p2, t2, a]) {
      const res = await as(() => summary(u, t.id));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ therapistId: t.id, average: 3.5, count: 2 });
    }
    expect((await as(() => summary(t))).json().data).toMatchObject({ average: 3.5, count: 2 });
  });

  it('when the summary names no therapist and the caller is not one, then 400; an unknown one, 404', async () => {
    expect((await as(() => summary(p))).statusCode).toBe(400);
    expect((await as(() => summary(p, p2.id))).statusCode).toBe(404);
    expect((await as(() => summary(p, '00000000-0000-4000-8000-000000000000'))).statusCode).toBe(
      404,
    );
  });

  it('when the admin hides an opinion, then the summary and the therapist list leave it out', async () => {
    const res = await as(() => hide(a, second, true));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.hidden).toBe(true);
    expect((await as(() => summary(p, t.id))).json().data).toEqual({
      therapistId: t.id,
      average: 5,
      count: 1,
    });
    expect(ids(await as(() => list(t)))).toEqual([first]);
    // The author still sees what they wrote; the admin sees everything.
    expect(ids(await as(() => list(p2)))).toEqual([foreign, second]);
    expect(ids(await as(() => list(a, `?therapistId=${t.id}`)))).toEqual([second, first]);
  });

  it('when the admin shows it again, then it counts again', async () => {
    expect((await as(() => hide(a, second, false))).json().data.hidden).toBe(false);
    expect((await as(() => summary(t))).json().data.count).toBe(2);
  });

  it('when no one has rated a therapist, then the average is null and the count 0', async () => {
    const t3 = await as(() => createUser(app, 'Terapeuta'));
    expect((await as(() => summary(p, t3.id))).json().data).toEqual({
      therapistId: t3.id,
      average: null,
      count: 0,
    });
  });

  it('when the admin asks for the rated therapists, then each with their count; others get 403', async () => {
    const res = await as(() =>
      injectAs(app, a.token, { method: 'GET', url: '/api/v1/ratings/therapists' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: t.id, name: expect.stringContaining('Teresa'), count: 2 },
      { id: t2.id, name: expect.stringContaining('Tomás'), count: 1 },
    ]);
    for (const u of [p, t]) {
      const refused = await as(() =>
        injectAs(app, u.token, { method: 'GET', url: '/api/v1/ratings/therapists' }),
      );
      expect(refused.statusCode).toBe(403);
    }
  });

  it('when the hide id is unknown, then 404', async () => {
    const res = await as(() => hide(a, '00000000-0000-4000-8000-000000000000', true));
    expect(res.statusCode).toBe(404);
  });
});

describe('role matrix', () => {
  let own: string;
  let completed: string;

  beforeAll(async () => {
    own = await rateNew(4);
    completed = await appointment(therapist.id, patientRecord);
  });

  const users = (): Record<Role | 'otherPatient', TestUser> => ({
    Paciente: patient,
    otherPatient,
    Terapeuta: therapist,
    'Super-Admin': admin,
  });

  it.each([
    ['Paciente', 200],
    ['otherPatient', 200],
    ['Terapeuta', 200],
    ['Super-Admin', 200],
  ] as const)('GET /ratings as %s answers %i', async (who, status) => {
    expect((await list(users()[who])).statusCode).toBe(status);
  });

  it('GET /ratings without a token answers 401', async () => {
    expect(
      (await injectAs(app, undefined, { method: 'GET', url: '/api/v1/ratings' })).statusCode,
    ).toBe(401);
  });

  it.each([
    ['Terapeuta', 403],
    ['Super-Admin', 403],
    ['otherPatient', 404],
    ['Paciente', 201],
  ] as const)(
    'POST /ratings on the patient’s appointment as %s answers %i',
    async (who, status) => {
      expect((await rate(users()[who], completed, 3)).statusCode).toBe(status);
    },
  );

  it.each([
    ['Terapeuta', 403],
    ['Super-Admin', 403],
    ['otherPatient', 404],
    ['Paciente', 200],
  ] as const)('PUT /ratings/:id of the patient’s opinion as %s answers %i', async (who, status) => {
    expect((await edit(users()[who], own, 5)).statusCode).toBe(status);
  });

  it.each([
    ['Paciente', 403],
    ['otherPatient', 403],
    ['Terapeuta', 403],
    ['Super-Admin', 200],
  ] as const)('POST /ratings/:id/hide as %s answers %i', async (who, status) => {
    expect((await hide(users()[who], own, false)).statusCode).toBe(status);
  });

  it('when a therapist tries to hide an opinion about them, then it stays visible', async () => {
    await hide(therapist, own, true);
    expect((await storedRating(own)).hidden).toBe(false);
  });

  it("when another therapist lists, then they do not see this therapist's opinions", async () => {
    const res = await list(otherTherapist);
    expect(res.json().data.items).toEqual([]);
  });
});
