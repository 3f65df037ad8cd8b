import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emptySessionNote } from '@armonia/shared';
import { sessionNotes } from '../../core/db/schema.ts';
import { type TestUser } from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';
import { call, createPatient, insertAppointment } from './patients.test-helpers.ts';

/**
 * Every route × every role × own / foreign resource. Resources are built fresh for each
 * case, so a write in one case never changes what another case sees.
 */
const { app, therapist, otherTherapist, patient, admin } = await appWithUsers({
  therapist: 'Terapeuta',
  otherTherapist: 'Terapeuta',
  patient: 'Paciente',
  admin: 'Super-Admin',
});

type Note = 'none' | 'draft' | 'signed';

interface Fixture {
  patientId: string;
  appointmentId: string;
}

/** A patient record of `therapist` with a completed appointment, a signed note when asked. */
async function fixture(n: number, withNote: Note): Promise<Fixture> {
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
      content: emptySessionNote(),
      signedAt: withNote === 'signed' ? new Date() : null,
    });
  }
  return { patientId: p.id, appointmentId };
}

const body = { name: 'Caso', lastName: 'Editado' };

/**
 * Each route, the note its fixture needs and its success code; `:id` is the fixture's patient
 * under /patients and its appointment under /appointments.
 */
const routes = (
  [
    ['GET', '/patients/:id', 'none', 200],
    ['PUT', '/patients/:id', 'none', 200, body],
    ['POST', '/patients/:id/deactivate', 'none', 200],
    ['POST', '/patients/:id/reactivate', 'none', 200],
    ['POST', '/patients/:id/invite', 'none', 200],
    ['GET', '/patients/:id/notes', 'draft', 200],
    ['GET', '/appointments/:id/note', 'draft', 200],
    ['PUT', '/appointments/:id/note', 'none', 201, { reason: 'Control' }],
    ['POST', '/appointments/:id/note/sign', 'draft', 200],
    ['POST', '/appointments/:id/note/addenda', 'signed', 201, { text: 'Adenda' }],
  ] as [method: 'GET' | 'PUT' | 'POST', path: string, note: Note, ok: number, payload?: object][]
).map(([method, path, note, ok, payload]) => ({
  name: `${method} ${path}`,
  note,
  ok,
  run: (who: TestUser | undefined, f: Fixture) => {
    const id = path.startsWith('/patients/') ? f.patientId : f.appointmentId;
    return call(app, who, method, path.replace(':id', id), payload);
  },
}));

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
