import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  messages,
  notifications,
  patients,
  ratings,
  sessionNotes,
  siteSettings,
  therapistPatients,
  therapistProfiles,
  users,
} from '../core/db/schema/index.ts';
import { createTestApp, injectAs, login } from '../testing/helper.ts';
import { prepareData } from './bootstrap.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data.ts';
import { DEMO_THERAPISTS, OPINION_AUTHORS } from './demo-directory.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seedDemo: true });
  await prepareData(app);
});
afterAll(() => app.close());

const countOf = async (table: PgTable, where?: SQL) =>
  (await app.deps.db.select({ n: count() }).from(table).where(where))[0]!.n;

/** The two therapists of the README's table; the directory's own therapists come on top. */
async function readmeTherapists() {
  const rows = await app.deps.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ['terapeuta@demo.mx', 'terapeuta2@demo.mx']));
  return rows.map((r) => r.id);
}
const NEW_THERAPISTS = DEMO_THERAPISTS.filter((t) => t.account);

describe('demo data on an empty database', () => {
  it('creates the six demo accounts and the directory’s therapists, each able to sign in with the README password', async () => {
    expect(await countOf(users)).toBe(
      DEMO_USERS.length + NEW_THERAPISTS.length + OPINION_AUTHORS.length,
    );
    for (const u of [...DEMO_USERS, ...NEW_THERAPISTS])
      await expect(login(app, u.email, DEMO_PASSWORD)).resolves.toBeTypeOf('string');
  });

  it('links terapeuta@ with paciente@ and paciente2@, and terapeuta2@ with paciente3@ only', async () => {
    expect(
      await countOf(
        therapistPatients,
        inArray(therapistPatients.therapistId, await readmeTherapists()),
      ),
    ).toBe(3);
    const token = await login(app, 'terapeuta@demo.mx', DEMO_PASSWORD);
    const contacts = (
      await injectAs(app, token, { method: 'GET', url: '/api/v1/messages/contacts' })
    ).json().data;
    expect(contacts.map((c: { email: string }) => c.email).sort()).toEqual([
      'paciente2@demo.mx',
      'paciente@demo.mx',
    ]);
  });

  it('gives every screen something to show: messages, notifications and site settings', async () => {
    expect(await countOf(messages)).toBeGreaterThan(5);
    expect(await countOf(notifications)).toBeGreaterThan(3);
    expect(await countOf(siteSettings)).toBe(1);
  });

  it('gives the agenda upcoming and past appointments, patient records, a note and a rating', async () => {
    const token = await login(app, 'paciente@demo.mx', DEMO_PASSWORD);
    const list = (when: string) =>
      injectAs(app, token, { method: 'GET', url: `/api/v1/appointments?when=${when}` });
    expect((await list('upcoming')).json().data.total).toBeGreaterThan(0);
    const past = (await list('past')).json().data.items;
    expect(past.some((a: { rating: unknown }) => a.rating !== null)).toBe(true);
    const readme = await readmeTherapists();
    expect(await countOf(patients, inArray(patients.therapistId, readme))).toBe(6);
    expect(await countOf(sessionNotes)).toBe(1);
    expect(await countOf(ratings, inArray(ratings.therapistId, readme))).toBe(1);
  });

  it('gives the directory at least 12 complete, varied profiles with portraits', async () => {
    const token = await login(app, 'paciente3@demo.mx', DEMO_PASSWORD);
    const page = (query: string) =>
      injectAs(app, token, { method: 'GET', url: `/api/v1/directory/therapists?${query}` });
    const all = (await page('pageSize=100')).json().data;
    expect(all.total).toBeGreaterThanOrEqual(12);
    type Card = {
      verified: boolean;
      acceptsNewPatients: boolean;
      photoVersion: number | null;
      city: string;
    };
    const cards = all.items as Card[];
    expect(cards.filter((c) => !c.verified)).toHaveLength(2);
    expect(cards.filter((c) => !c.acceptsNewPatients)).toHaveLength(1);
    expect(cards.every((c) => c.photoVersion !== null)).toBe(true);
    expect(new Set(cards.map((c) => c.city))).toEqual(
      new Set([
        'Monterrey',
        'San Pedro Garza García',
        'San Nicolás de los Garza',
        'Guadalupe',
        'Apodaca',
        'Santa Catarina',
        'Ciudad de México',
        'Guadalajara',
      ]),
    );
    const open = await injectAs(app, undefined, {
      method: 'GET',
      url: '/api/v1/public/directory/therapists?pageSize=100',
    });
    expect(open.json().data.total).toBe(all.total - 1);
    expect(await countOf(therapistProfiles, eq(therapistProfiles.listed, true))).toBe(all.total);
    const alejandra = await injectAs(app, token, {
      method: 'GET',
      url: '/api/v1/directory/therapists/alejandra-villarreal-cantu',
    });
    expect(alejandra.json().data).toMatchObject({ verified: true, city: 'San Pedro Garza García' });
  });

  it('gives the general catalogues registers a therapist can browse', async () => {
    const token = await login(app, 'terapeuta@demo.mx', DEMO_PASSWORD);
    const catalogs = await injectAs(app, token, {
      method: 'GET',
      url: '/api/v1/catalogs/registers/primary-list',
    });
    expect(catalogs.json().data.map((c: { elementCatalog: string }) => c.elementCatalog)).toEqual(
      expect.arrayContaining([
        'Órganos y sistemas',
        'Patógenos de referencia',
        'Emociones y hábitos',
      ]),
    );
    const found = await injectAs(app, token, {
      method: 'GET',
      url: `/api/v1/catalogs/registers/general-filter?elementCatalog=${encodeURIComponent('Emociones y hábitos')}`,
    });
    expect(found.json().data.total).toBe(12);
  });

  it('seeds nothing again on the next start', async () => {
    const before = await countOf(users);
    await prepareData(app);
    expect(await countOf(users)).toBe(before);
  });
});
