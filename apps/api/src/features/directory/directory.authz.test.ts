import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { therapistProfiles } from '../../core/db/schema/index.ts';
import { createTestApp, createUser, type TestUser } from '../../testing/helper.ts';
import { call, createTherapies, listedTherapist, profileBody } from './directory.test-helpers.ts';

/**
 * Every directory route × every role (none, patient, the therapist who owns the profile,
 * another therapist, Super-Admin). A refused write is proven not to have happened.
 */
let app: FastifyInstance;
let owner: TestUser & { slug: string };
let other: TestUser & { slug: string };
let patient: TestUser;
let admin: TestUser;
let body: ReturnType<typeof profileBody>;

type Who = 'none' | 'patient' | 'owner' | 'other' | 'admin';
const WHO: Who[] = ['none', 'patient', 'owner', 'other', 'admin'];

beforeAll(async () => {
  app = await createTestApp({}, { referenceData: true });
  const t = await createTherapies(app, ['Flores de Bach']);
  body = profileBody([t['Flores de Bach']!], { bio: 'Flores de Bach para la ansiedad.' });
  owner = await listedTherapist(app, { name: 'Rosa', lastName: 'Elizondo Garza' }, body);
  other = await listedTherapist(app, { name: 'Luis', lastName: 'Cavazos Leal' }, body);
  patient = await createUser(app, 'Paciente');
  admin = await createUser(app, 'Super-Admin');
});
afterAll(() => app.close());

const user = (w: Who): TestUser | undefined =>
  ({ none: undefined, patient, owner, other, admin })[w];

const routes: {
  name: string;
  run: (who: TestUser | undefined) => ReturnType<typeof call>;
  expect: Record<Who, number>;
}[] = [
  {
    name: 'GET /directory/therapists',
    run: (u) => call(app, u, 'GET', '/directory/therapists'),
    expect: { none: 401, patient: 200, owner: 200, other: 200, admin: 403 },
  },
  {
    name: 'GET /directory/therapists/:slug',
    run: (u) => call(app, u, 'GET', `/directory/therapists/${owner.slug}`),
    expect: { none: 401, patient: 200, owner: 200, other: 200, admin: 403 },
  },
  {
    name: 'GET /directory/therapists/:slug/opinions',
    run: (u) => call(app, u, 'GET', `/directory/therapists/${owner.slug}/opinions`),
    expect: { none: 401, patient: 200, owner: 200, other: 200, admin: 403 },
  },
  {
    name: 'GET /directory/facets',
    run: (u) => call(app, u, 'GET', '/directory/facets'),
    expect: { none: 401, patient: 200, owner: 200, other: 200, admin: 403 },
  },
  {
    name: 'GET /public/directory/therapists/:slug',
    run: (u) => call(app, u, 'GET', `/public/directory/therapists/${owner.slug}`),
    expect: { none: 200, patient: 200, owner: 200, other: 200, admin: 200 },
  },
  {
    name: 'GET /directory/profile',
    run: (u) => call(app, u, 'GET', '/directory/profile'),
    expect: { none: 401, patient: 403, owner: 200, other: 200, admin: 403 },
  },
  {
    name: 'PUT /directory/profile',
    run: (u) => call(app, u, 'PUT', '/directory/profile', body),
    expect: { none: 401, patient: 403, owner: 200, other: 200, admin: 403 },
  },
  {
    name: 'GET /directory/profiles',
    run: (u) => call(app, u, 'GET', '/directory/profiles'),
    expect: { none: 401, patient: 403, owner: 403, other: 403, admin: 200 },
  },
  {
    name: 'GET /directory/profiles/:therapistId',
    run: (u) => call(app, u, 'GET', `/directory/profiles/${owner.id}`),
    expect: { none: 401, patient: 403, owner: 403, other: 403, admin: 200 },
  },
];

describe('directory routes × roles', () => {
  for (const route of routes) {
    for (const who of WHO) {
      it(`${route.name} as ${who}: ${route.expect[who]}`, async () => {
        const res = await route.run(user(who));
        expect(res.statusCode, res.body).toBe(route.expect[who]);
      });
    }
  }

  it('a therapist edits only their own profile: another’s is refused and left as it was', async () => {
    const changed = { ...body, bio: 'Cambiado por otra persona.', fee: 1 };
    for (const who of [other, patient]) {
      const res = await call(app, who, 'PUT', `/directory/profiles/${owner.id}`, changed);
      expect(res.statusCode).toBe(403);
    }
    const [row] = await app.deps.db
      .select({ bio: therapistProfiles.bio, fee: therapistProfiles.fee })
      .from(therapistProfiles)
      .where(eq(therapistProfiles.therapistId, owner.id));
    expect(row).toEqual({ bio: 'Flores de Bach para la ansiedad.', fee: 700 });
    const ok = await call(app, admin, 'PUT', `/directory/profiles/${owner.id}`, {
      ...body,
      fee: 750,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.profile.fee).toBe(750);
  });

  it('only Super-Admin verifies; a therapist cannot verify even themselves', async () => {
    for (const who of [owner, other, patient]) {
      const res = await call(app, who, 'PUT', `/directory/profiles/${owner.id}/verification`, {
        verified: true,
        note: 'Yo mismo',
      });
      expect(res.statusCode).toBe(403);
    }
    const [row] = await app.deps.db
      .select({ at: therapistProfiles.verifiedAt })
      .from(therapistProfiles)
      .where(eq(therapistProfiles.therapistId, owner.id));
    expect(row!.at).toBeNull();
    const res = await call(app, admin, 'PUT', `/directory/profiles/${owner.id}/verification`, {
      verified: true,
      note: 'Certificado revisado.',
    });
    expect(res.statusCode).toBe(200);
  });

  it('the administration’s routes answer 404 for an account that is not a therapist', async () => {
    for (const id of [patient.id, admin.id, '7d1f9f1e-0000-4000-8000-000000000000']) {
      const res = await call(app, admin, 'GET', `/directory/profiles/${id}`);
      expect(res.statusCode).toBe(404);
    }
  });
});
