import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp, createUser, type TestUser } from '../../testing/helper.ts';

/** Every analytics route × every role: only Super-Admin reads the dashboard. */
let app: FastifyInstance;
let therapist: TestUser;
let patient: TestUser;
let admin: TestUser;

type Who = 'none' | 'patient' | 'therapist' | 'admin';
const WHO: Who[] = ['none', 'patient', 'therapist', 'admin'];

beforeAll(async () => {
  app = await createTestApp();
  therapist = await createUser(app, 'Terapeuta');
  patient = await createUser(app, 'Paciente');
  admin = await createUser(app, 'Super-Admin');
});
afterAll(() => app.close());

const user = (w: Who) => ({ none: undefined, patient, therapist, admin })[w];
const ONLY_ADMIN: Record<Who, number> = { none: 401, patient: 403, therapist: 403, admin: 200 };

const routes: { name: string; url: () => string }[] = [
  { name: 'GET /analytics/dashboard', url: () => '/analytics/dashboard' },
  {
    name: 'GET /analytics/dashboard (a range)',
    url: () => '/analytics/dashboard?from=2026-01-01&to=2026-03-31',
  },
  {
    name: 'GET /analytics/dashboard (the therapist’s own figures)',
    url: () => `/analytics/dashboard?therapistId=${therapist.id}`,
  },
  { name: 'GET /analytics/therapists', url: () => '/analytics/therapists' },
];

describe('analytics routes × roles', () => {
  for (const route of routes) {
    for (const who of WHO) {
      it(`${route.name} as ${who}: ${ONLY_ADMIN[who]}`, async () => {
        const res = await call(app, user(who), 'GET', route.url());
        expect(res.statusCode, res.body).toBe(ONLY_ADMIN[who]);
        if (who !== 'admin') {
          expect(res.json().status).toBe('error');
          expect(res.body).not.toMatch(/figures|appointments/);
        }
      });
    }
  }
});
