import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@armonia/shared';
import { contactMessages, privacyRequests } from '../../core/db/schema/index.ts';
import { call, createTestApp, createUser, type TestUser } from '../../testing/helper.ts';

/**
 * Every route of the privacy feature and of the site's inbox × every role: the administration's
 * routes are refused to therapists and patients, the patient's to everyone else, and a refused
 * write leaves nothing behind.
 */
let app: FastifyInstance;
const users = {} as Record<Role, TestUser>;
let requestId: string;
let messageId: string;

beforeAll(async () => {
  app = await createTestApp();
  for (const role of ['Super-Admin', 'Terapeuta', 'Paciente'] as const) {
    users[role] = await createUser(app, role);
  }
  const filed = await call(app, users.Paciente, 'POST', '/privacy/my-requests', {
    kind: 'acceso',
    description: 'Quiero saber qué datos míos tienen.',
  });
  requestId = filed.json().data.id;
  await app.inject({
    method: 'POST',
    url: '/api/v1/site/contact',
    payload: {
      name: 'Rosa',
      email: 'rosa@prueba.mx',
      topic: 'informes',
      message: 'Quisiera informes de los horarios.',
    },
  });
  const [row] = await app.deps.db.select({ id: contactMessages.id }).from(contactMessages);
  messageId = row!.id;
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT';
interface RouteCase {
  name: string;
  method: Method;
  url: () => string;
  body?: unknown;
  allowed: Role;
  okStatus: number;
}

const ROUTES: RouteCase[] = [
  {
    name: 'GET /privacy/my-data',
    method: 'GET',
    url: () => '/privacy/my-data',
    allowed: 'Paciente',
    okStatus: 200,
  },
  {
    name: 'GET /privacy/my-requests',
    method: 'GET',
    url: () => '/privacy/my-requests',
    allowed: 'Paciente',
    okStatus: 200,
  },
  {
    name: 'POST /privacy/my-requests',
    method: 'POST',
    url: () => '/privacy/my-requests',
    body: { kind: 'oposicion', description: 'No quiero recibir publicidad.' },
    allowed: 'Paciente',
    okStatus: 201,
  },
  {
    name: 'GET /privacy/requests',
    method: 'GET',
    url: () => '/privacy/requests',
    allowed: 'Super-Admin',
    okStatus: 200,
  },
  {
    name: 'PUT /privacy/requests/:id',
    method: 'PUT',
    url: () => `/privacy/requests/${requestId}`,
    body: { status: 'en_proceso' },
    allowed: 'Super-Admin',
    okStatus: 200,
  },
  {
    name: 'GET /site/contact-messages',
    method: 'GET',
    url: () => '/site/contact-messages',
    allowed: 'Super-Admin',
    okStatus: 200,
  },
  {
    name: 'PUT /site/contact-messages/:id/handled',
    method: 'PUT',
    url: () => `/site/contact-messages/${messageId}/handled`,
    body: { handled: true },
    allowed: 'Super-Admin',
    okStatus: 200,
  },
];

/** What a refused write must not change: how many requests, their states, the inbox marks. */
const snapshot = async () => ({
  requests: (await app.deps.db.select({ n: count() }).from(privacyRequests))[0]!.n,
  states: (await app.deps.db.select({ s: privacyRequests.status }).from(privacyRequests))
    .map((r) => r.s)
    .sort(),
  handled: (await app.deps.db.select({ h: contactMessages.handledAt }).from(contactMessages)).map(
    (r) => r.h?.toISOString() ?? null,
  ),
});

describe('authorization matrix: route × role', () => {
  for (const route of ROUTES) {
    for (const role of ['Terapeuta', 'Paciente', 'Super-Admin'] as const) {
      if (role === route.allowed) continue;
      it(`${route.name} refuses ${role} with 403 and changes nothing`, async () => {
        const before = await snapshot();
        const res = await call(app, users[role], route.method, route.url(), route.body);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('No tienes permiso para realizar esta acción.');
        expect(await snapshot()).toEqual(before);
      });
    }
    it(`${route.name} answers ${route.okStatus} to ${route.allowed}`, async () => {
      const res = await call(app, users[route.allowed], route.method, route.url(), route.body);
      expect(res.statusCode, res.body).toBe(route.okStatus);
    });
    it(`${route.name} answers 401 without a session`, async () => {
      const res = await call(app, undefined, route.method, route.url(), route.body);
      expect(res.statusCode).toBe(401);
    });
  }
});
