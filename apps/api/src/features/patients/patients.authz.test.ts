import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sessionNotes } from '../../core/db/schema.ts';
import { createTestApp, createUser, type TestUser } from '../../testing/helper.ts';
import { call, createPatient, insertAppointment } from './patients.test-helpers.ts';

/**
 * Every route × every role × own / foreign resource. Resources are built fresh for each
 * case, so a write in one case never changes what another case sees.
 */
let app: FastifyInstance;
let therapist: TestUser;
let otherTherapist: TestUser;
let patient: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  therapist = await createUser(app, 'Terapeuta');
  otherTherapist = await createUser(app, 'Terapeuta');
  patient = await createUser(app, 'Paciente');
  admin = await createUser(app, 'Super-Admin');
});
afterAll(() => app.close());

interface Fixture {
  patientId: string;
  appointmentId: string;
}

/** A patient record of `therapist` with a completed appointment, a signed note when asked. */
async function fixture(n: number, withNote: 'none' | 'draft' | 'signed'): Promise<Fixture> {
  const p = await createPatient(app, therapist, {
    name: 'Caso',
    lastName: `Matriz ${n}`,
    email: `caso${n}@correo.mx`,
    consent: true,
  });
  const appointmentId = await insertAppointment(app, therapist.id, p.id);
  if (withNote !== 'none') {
    await app.deps.db.insert(sessionNotes).values({
      appointmentId,
      authorId: therapist.id,
      patientId: p.id,
      content: {
        reason: '',
        findings: '',
        pairs: [],
        trackingChecked: [],
        flowers: [],
        homeopathy: [],
        recommendations: '',
        nextVisit: '',
      },
      signedAt: withNote === 'signed' ? new Date() : null,
    });
  }
  return { patientId: p.id, appointmentId };
}

const body = { name: 'Caso', lastName: 'Editado' };

const routes: {
  name: string;
  note: 'none' | 'draft' | 'signed';
  run: (who: TestUser | undefined, f: Fixture) => ReturnType<typeof call>;
  ok: number;
}[] = [
  {
    name: 'GET /patients/:id',
    note: 'none',
    ok: 200,
    run: (u, f) => call(app, u, 'GET', `/patients/${f.patientId}`),
  },
  {
    name: 'PUT /patients/:id',
    note: 'none',
    ok: 200,
    run: (u, f) => call(app, u, 'PUT', `/patients/${f.patientId}`, body),
  },
  {
    name: 'POST /patients/:id/deactivate',
    note: 'none',
    ok: 200,
    run: (u, f) => call(app, u, 'POST', `/patients/${f.patientId}/deactivate`),
  },
  {
    name: 'POST /patients/:id/reactivate',
    note: 'none',
    ok: 200,
    run: (u, f) => call(app, u, 'POST', `/patients/${f.patientId}/reactivate`),
  },
  {
    name: 'POST /patients/:id/invite',
    note: 'none',
    ok: 200,
    run: (u, f) => call(app, u, 'POST', `/patients/${f.patientId}/invite`),
  },
  {
    name: 'GET /patients/:id/notes',
    note: 'draft',
    ok: 200,
    run: (u, f) => call(app, u, 'GET', `/patients/${f.patientId}/notes`),
  },
  {
    name: 'GET /appointments/:id/note',
    note: 'draft',
    ok: 200,
    run: (u, f) => call(app, u, 'GET', `/appointments/${f.appointmentId}/note`),
  },
  {
    name: 'PUT /appointments/:id/note',
    note: 'none',
    ok: 201,
    run: (u, f) =>
      call(app, u, 'PUT', `/appointments/${f.appointmentId}/note`, { reason: 'Control' }),
  },
  {
    name: 'POST /appointments/:id/note/sign',
    note: 'draft',
    ok: 200,
    run: (u, f) => call(app, u, 'POST', `/appointments/${f.appointmentId}/note/sign`),
  },
  {
    name: 'POST /appointments/:id/note/addenda',
    note: 'signed',
    ok: 201,
    run: (u, f) =>
      call(app, u, 'POST', `/appointments/${f.appointmentId}/note/addenda`, { text: 'Adenda' }),
  },
];

let n = 0;
const cases = () => [
  { who: 'Terapeuta (own)', user: () => therapist, expected: (ok: number) => ok },
  { who: 'Terapeuta (foreign)', user: () => otherTherapist, expected: () => 404 },
  { who: 'Paciente', user: () => patient, expected: () => 403 },
  { who: 'Super-Admin', user: () => admin, expected: () => 403 },
  { who: 'anonymous', user: () => undefined, expected: () => 401 },
];

describe('authorization matrix', () => {
  for (const route of routes) {
    for (const c of cases()) {
      it(`${route.name} as ${c.who} answers ${c.expected(route.ok)}`, async () => {
        n += 1;
        const f = await fixture(n, route.note);
        const res = await route.run(c.user(), f);
        expect(res.statusCode, res.body).toBe(c.expected(route.ok));
        if (res.statusCode !== route.ok) {
          // A refused write changed nothing.
          const read = await call(app, therapist, 'GET', `/patients/${f.patientId}`);
          expect(read.json().data).toMatchObject({
            lastName: `Matriz ${n}`,
            active: true,
            portal: 'sin_cuenta',
          });
          const notes = await app.deps.db
            .select()
            .from(sessionNotes)
            .where(eq(sessionNotes.appointmentId, f.appointmentId));
          expect(notes.length).toBe(route.note === 'none' ? 0 : 1);
          if (route.note !== 'none')
            expect(notes[0]!.signedAt !== null).toBe(route.note === 'signed');
        }
      });
    }
  }

  for (const c of cases()) {
    const code = c.who.startsWith('Terapeuta') ? 200 : c.expected(200);
    it(`GET /patients as ${c.who} answers ${code}, POST /patients ${code === 200 ? 201 : code}`, async () => {
      const list = await call(app, c.user(), 'GET', '/patients');
      expect(list.statusCode).toBe(code);
      if (c.who === 'Terapeuta (foreign)') expect(list.json().data.items).toEqual([]);
      const created = await call(app, c.user(), 'POST', '/patients', {
        name: 'Nuevo',
        lastName: 'Caso',
      });
      expect(created.statusCode).toBe(code === 200 ? 201 : code);
    });
  }

  it('an unknown id answers 404 and a malformed one 400', async () => {
    expect((await call(app, therapist, 'GET', `/patients/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    const bad = await call(app, therapist, 'GET', '/patients/no-es-un-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('El paciente no existe.');
    expect(
      (await call(app, therapist, 'GET', `/appointments/${crypto.randomUUID()}/note`)).statusCode,
    ).toBe(404);
  });
});
