import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  messages,
  notifications,
  patients,
  ratings,
  sessionNotes,
  siteSettings,
  therapistPatients,
  users,
} from '../core/db/schema.ts';
import { createTestApp, injectAs, login } from '../testing/helper.ts';
import { prepareData } from './bootstrap.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seedDemo: true });
  await prepareData(app);
});
afterAll(() => app.close());

const countOf = async (table: PgTable) =>
  (await app.deps.db.select({ n: count() }).from(table))[0]!.n;

describe('demo data on an empty database', () => {
  it('creates exactly the six demo accounts, each able to sign in with the README password', async () => {
    expect(await countOf(users)).toBe(6);
    for (const u of DEMO_USERS)
      await expect(login(app, u.email, DEMO_PASSWORD)).resolves.toBeTypeOf('string');
  });

  it('links terapeuta@ with paciente@ and paciente2@, and terapeuta2@ with paciente3@ only', async () => {
    expect(await countOf(therapistPatients)).toBe(3);
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
    expect(await countOf(patients)).toBe(6);
    expect(await countOf(sessionNotes)).toBe(1);
    expect(await countOf(ratings)).toBe(1);
  });

  it('seeds nothing again on the next start', async () => {
    await prepareData(app);
    expect(await countOf(users)).toBe(6);
  });
});
