import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { API_TEXTS } from '@armonia/shared';
import { contactMessages } from './core/db/schema.ts';
import { createTestApp, createUser, injectAs, mailsTo } from './testing/helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Routes anyone may call. Every other route of the API must answer 401 without a token. */
const PUBLIC_ROUTES = new Set([
  'GET /api/v1/health',
  'GET /api/v1/health/ready',
  'POST /api/v1/login',
  'POST /api/v1/user/recover-password',
  'POST /api/v1/user/reset-password',
  'POST /api/v1/user/sign-up',
  'GET /api/v1/site/settings',
  'POST /api/v1/site/contact',
  // The private calendar feed: its URL token is the credential (tested in the agenda suite).
  'GET /api/v1/calendar-feed/{userId}/{file}',
  // The public site's directory: what therapists chose to show there (directory suite).
  'GET /api/v1/public/directory/therapists',
  'GET /api/v1/public/directory/therapists/{slug}',
  'GET /api/v1/public/directory/therapists/{slug}/opinions',
  'GET /api/v1/public/directory/therapists/{slug}/free-slots',
  'GET /api/v1/public/directory/therapists/{slug}/photo',
  'GET /api/v1/public/directory/facets',
]);

describe('the API describes itself', () => {
  it('serves an OpenAPI 3 document generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/login'].post.requestBody).toBeDefined();
  });

  it('serves the browsable documentation at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });

  it('when a route is not public, then it answers 401 without a token', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const checked: string[] = [];
    for (const [path, ops] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const method of Object.keys(ops)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (PUBLIC_ROUTES.has(key)) continue;
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-0000-0000-000000000000');
        const res = await app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          payload: method === 'get' ? undefined : {},
        });
        expect(res.statusCode, key).toBe(401);
        expect(res.json().message, key).toBe(API_TEXTS.unauthenticated);
        checked.push(key);
      }
    }
    expect(checked).toContain('POST /api/v1/user/change-password');
    expect(checked).toContain('PUT /api/v1/site/settings');
  });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).json()).toEqual({
      status: 'success',
      data: { status: 'ok' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('when the load balancer sends a safe X-Request-Id, then the request carries it and answers it', async () => {
    const id = '5f0c3e9a7d2b41c8a6e1f4b3c2d1e0f9';
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': id },
    });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it('when the incoming id could spoil a log line, then a new one is made', async () => {
    for (const bad of ['corto', 'x'.repeat(65), 'id con espacios', 'a"b\\c{}0123456']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('security headers', () => {
  it('every answer, found or not, carries the content security policy and the other helmet headers', async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-existe']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain(
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('GET /config.json', () => {
  it('gives the client its API and socket addresses', async () => {
    const res = await app.inject({ method: 'GET', url: '/config.json' });
    expect(res.json()).toEqual({ apiBaseUrl: '/api/v1', webSocketUrl: '' });
  });
});

describe('site settings', () => {
  it('anyone reads the footer data; only Super-Admin changes it', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/v1/site/settings' });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.address).toContain('Nuevo León');

    const admin = await createUser(app, 'Super-Admin');
    const therapist = await createUser(app, 'Terapeuta');
    const patient = await createUser(app, 'Paciente');
    const next = { ...read.json().data, phone: '+52 81 0000 1111' };
    for (const u of [therapist, patient]) {
      const res = await injectAs(app, u.token, {
        method: 'PUT',
        url: '/api/v1/site/settings',
        payload: next,
      });
      expect(res.statusCode, u.role).toBe(403);
    }
    const ok = await injectAs(app, admin.token, {
      method: 'PUT',
      url: '/api/v1/site/settings',
      payload: next,
    });
    expect(ok.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/v1/site/settings' });
    expect(after.json().data.phone).toBe('+52 81 0000 1111');
  });
});

describe('POST /site/contact', () => {
  it('stores the message as sent, markup included, and mails the administrators', async () => {
    const admin = await createUser(app, 'Super-Admin');
    const message = 'Hola <script>alert("x")</script>, quisiera informes de biomagnetismo.';
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/site/contact',
      payload: { name: 'Rosa Elena Cantú', email: 'rosa@prueba.mx', topic: 'informes', message },
      remoteAddress: '10.5.0.1',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await app.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'rosa@prueba.mx'));
    expect(row!.message).toBe(message);
    const mails = await mailsTo(app, admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.status).toBe('registrado');
    expect(mails[0]!.text).toContain('Rosa Elena Cantú');
    const inbox = await injectAs(app, admin.token, {
      method: 'GET',
      url: '/api/v1/user/notification-list',
    });
    expect(inbox.json().data[0].message).toBe(
      'Nuevo mensaje de contacto de Rosa Elena Cantú: Informes generales.',
    );
  });

  it('refuses an empty or too short message with Spanish field errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/site/contact',
      payload: { name: '', email: 'rosa@prueba.mx', topic: 'nada', message: 'hola' },
      remoteAddress: '10.5.0.2',
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['message', 'name', 'topic']);
  });

  it('when one IP sends more messages than the hour allows, then it gets 429 in Spanish', async () => {
    const send = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/site/contact',
        payload: {
          name: 'Rosa Elena Cantú',
          email: 'rosa@prueba.mx',
          topic: 'informes',
          message: 'Quisiera informes de biomagnetismo, por favor.',
        },
        remoteAddress: ip,
      });
    // The default allows five an hour.
    for (let i = 0; i < 5; i++) expect((await send('10.5.0.3')).statusCode).toBe(201);
    const refused = await send('10.5.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(API_TEXTS.rateLimited);
    expect((await send('10.5.0.4')).statusCode).toBe(201);
  });
});

describe('compressed answers', () => {
  it('when the answer is over 1 KB and the client accepts brotli or gzip, then it goes compressed', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/openapi.json',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('when the answer is small, then it goes as it is', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
