import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, createUser, injectAs, type TestUser } from '../../testing/helper.ts';

let app: FastifyInstance;
let ana: TestUser;
let beto: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  ana = await createUser(app, 'Paciente');
  beto = await createUser(app, 'Terapeuta');
});
afterAll(() => app.close());

const list = (u: TestUser) =>
  injectAs(app, u.token, { method: 'GET', url: '/api/v1/user/notification-list' });
const count = (u: TestUser) =>
  injectAs(app, u.token, { method: 'POST', url: '/api/v1/user/notification-number' });

describe('notifications', () => {
  it('lists the user own notifications newest first, with registerDate as dd/MM/yyyy HH:mm', async () => {
    await app.deps.notifier.notify(ana.id, { message: 'Primera', link: '/dashboard' });
    await new Promise((r) => setTimeout(r, 5));
    await app.deps.notifier.notify(ana.id, { message: '<b>Segunda</b>' });
    await app.deps.notifier.notify(beto.id, { message: 'De otro usuario' });

    const res = await list(ana);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.map((n: { message: string }) => n.message)).toEqual([
      '<b>Segunda</b>',
      'Primera',
    ]);
    expect(body.data[0]).toMatchObject({ status: 'pendiente', link: null });
    expect(body.data[0].registerDate).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(Object.keys(body.data[0])).toEqual(
      expect.arrayContaining(['idNotify', 'status', 'message', 'registerDate']),
    );
  });

  it('counts the pending ones', async () => {
    expect((await count(ana)).json()).toEqual({ status: 'success', data: 2 });
  });

  it('marks one read, only the owner: another user’s id answers 404 and changes nothing', async () => {
    const [first] = (await list(ana)).json().data;
    const foreign = await injectAs(app, beto.token, {
      method: 'GET',
      url: `/api/v1/catalogs/notification/switch-view/${first.idNotify}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await count(ana)).json().data).toBe(2);

    const own = await injectAs(app, ana.token, {
      method: 'GET',
      url: `/api/v1/catalogs/notification/switch-view/${first.idNotify}`,
    });
    expect(own.statusCode).toBe(200);
    expect((await count(ana)).json().data).toBe(1);
    expect((await list(ana)).json().data[0].status).toBe('leida');
  });

  it('a malformed id answers 400, an unknown one 404', async () => {
    const bad = await injectAs(app, ana.token, {
      method: 'GET',
      url: '/api/v1/catalogs/notification/switch-view/abc',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await injectAs(app, ana.token, {
      method: 'GET',
      url: '/api/v1/catalogs/notification/switch-view/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
