import { describe, expect, it } from 'vitest';
import { call } from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';

/** Every analytics route × every role: only Super-Admin reads the dashboard. */
const { app, therapist, patient, admin } = await appWithUsers({
  therapist: 'Terapeuta',
  patient: 'Paciente',
  admin: 'Super-Admin',
});

type Who = 'none' | 'patient' | 'therapist' | 'admin';
const WHO: Who[] = ['none', 'patient', 'therapist', 'admin'];

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
