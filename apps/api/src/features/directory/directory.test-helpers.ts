import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { searchKey, type AgendaSettings, type DirectoryProfileInput } from '@armonia/shared';
import { patients, ratings, tags, users } from '../../core/db/schema/index.ts';
import { call, createUser, insertAppointmentRow, type TestUser } from '../../testing/helper.ts';

export { call } from '../../testing/helper.ts';

/** Therapies of the tag catalogue, by name. */
export async function createTherapies(app: FastifyInstance, names: string[]) {
  const rows = await app.deps.db
    .insert(tags)
    .values(names.map((name) => ({ name, nameKey: searchKey(name) })))
    .returning({ id: tags.id, name: tags.name });
  return Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, string>;
}

/** Every day, all day: the free slots depend only on what a test books. */
export const OPEN_AGENDA: AgendaSettings = {
  weeklyHours: Object.fromEntries(
    ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ start: '08:00', end: '20:00' }]]),
  ) as AgendaSettings['weeklyHours'],
  sessionMinutes: 60,
  bufferMinutes: 0,
  slotIntervalMinutes: 30,
  minBookingNoticeHours: 2,
  cancelNoticeHours: 24,
  maxReschedules: 2,
  autoConfirm: false,
};

export function profileBody(
  therapies: string[],
  overrides: Partial<DirectoryProfileInput> = {},
): DirectoryProfileInput {
  return {
    bio: 'Acompaño procesos de salud con terapias complementarias.',
    therapies,
    state: 'NLE',
    city: 'Monterrey',
    modality: 'ambas',
    officeAddress: 'Av. Constitución 1000, Centro, Monterrey, N.L.',
    fee: 700,
    currency: 'MXN',
    languages: ['es-MX'],
    yearsOfPractice: 5,
    training: ['Diplomado en biomagnetismo'],
    acceptsNewPatients: true,
    listed: true,
    publicListed: true,
    ...overrides,
  };
}

/**
 * A therapist with that name, an agenda and a saved directory profile, all through the API
 * (the name straight in the table: accounts are created by the administration).
 */
export async function listedTherapist(
  app: FastifyInstance,
  name: { name: string; lastName: string },
  profile: DirectoryProfileInput,
  agenda: AgendaSettings = OPEN_AGENDA,
): Promise<TestUser & { slug: string }> {
  const t = await createUser(app, 'Terapeuta');
  await app.deps.db.update(users).set(name).where(eq(users.id, t.id));
  const settings = await call(app, t, 'PUT', '/appointments/settings', agenda);
  if (settings.statusCode !== 200) throw new Error(`settings: ${settings.body}`);
  const saved = await call(app, t, 'PUT', '/directory/profile', profile);
  if (saved.statusCode !== 200) throw new Error(`profile: ${saved.body}`);
  return { ...t, slug: saved.json().data.slug as string };
}

let opinion = 0;

/**
 * Opinions of completed appointments, written straight to the tables (the ratings API is not
 * what these tests are about); a hidden one stands for an opinion the administration hid.
 */
export async function giveOpinions(
  app: FastifyInstance,
  therapistId: string,
  stars: number[],
  hidden: number[] = [],
) {
  const { db } = app.deps;
  for (const [i, n] of [...stars, ...hidden].entries()) {
    opinion += 1;
    const author = await createUser(app, 'Paciente', { name: `Autora${opinion} Opinión` });
    const [record] = await db
      .insert(patients)
      .values({ therapistId, userId: author.id, name: 'Autora', lastName: `${opinion}` })
      .returning({ id: patients.id });
    const start = new Date(Date.UTC(2025, 0, 1, 10) + opinion * 3_600_000);
    const appointment = await insertAppointmentRow(app, {
      therapistId,
      patientId: record!.id,
      startsAt: start,
      minutes: 60,
      status: 'completada',
    });
    await db.insert(ratings).values({
      appointmentId: appointment.id,
      therapistId,
      authorId: author.id,
      stars: n,
      comment: `Opinión ${opinion}`,
      hidden: i >= stars.length,
    });
  }
}
