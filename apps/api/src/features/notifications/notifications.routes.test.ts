import { describe, expect, it } from 'vitest';
import { createUser, injectAs, type TestUser } from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';

const { app, ana, beto } = await appWithUsers({
  ana: 'Paciente',
  beto: 'Terapeuta',
});

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

  it('pages through all of them, newest first, with the total and the unread count', async () => {
    const carla = await createUser(app, 'Terapeuta');
    for (let i = 1; i <= 5; i++) {
      await app.deps.notifier.notify(carla.id, { message: `Aviso ${i}` });
      await new Promise((r) => setTimeout(r, 2));
    }
    const page = (query: string) =>
      injectAs(app, carla.token, { method: 'GET', url: `/api/v1/user/notifications?${query}` });

    const first = await page('page=1&pageSize=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ total: 5, page: 1, pageSize: 2, unread: 5 });
    expect(first.json().data.items.map((n: { message: string }) => n.message)).toEqual([
      'Aviso 5',
      'Aviso 4',
    ]);
    const last = await page('page=3&pageSize=2');
    expect(last.json().data.items.map((n: { message: string }) => n.message)).toEqual(['Aviso 1']);

    expect((await page('pageSize=101')).statusCode).toBe(400);
    expect((await page('show=leidas')).statusCode).toBe(400);
  });

  it('marks all read, only the user own: the unread filter then shows none, others keep theirs', async () => {
    const dora = await createUser(app, 'Paciente');
    const eli = await createUser(app, 'Paciente');
    await app.deps.notifier.notify(dora.id, { message: 'Tu cita fue confirmada' });
    await app.deps.notifier.notify(dora.id, { message: 'Tienes un mensaje nuevo' });
    await app.deps.notifier.notify(eli.id, { message: 'De otra paciente' });

    const markAll = await injectAs(app, dora.token, {
      method: 'POST',
      url: '/api/v1/user/notifications/mark-all-read',
    });
    expect(markAll.statusCode).toBe(200);
    expect(markAll.json()).toEqual({ status: 'success', data: { updated: 2 } });

    expect((await count(dora)).json().data).toBe(0);
    const unread = await injectAs(app, dora.token, {
      method: 'GET',
      url: '/api/v1/user/notifications?show=unread',
    });
    expect(unread.json().data).toMatchObject({ items: [], total: 0, unread: 0 });
    const all = await injectAs(app, dora.token, {
      method: 'GET',
      url: '/api/v1/user/notifications',
    });
    expect(all.json().data.items.every((n: { status: string }) => n.status === 'leida')).toBe(true);
    expect((await count(eli)).json().data).toBe(1);

    const again = await injectAs(app, dora.token, {
      method: 'POST',
      url: '/api/v1/user/notifications/mark-all-read',
    });
    expect(again.json().data.updated).toBe(0);
  });

  it('without a session, then the page and mark-all answer 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/user/notifications'],
      ['POST', '/api/v1/user/notifications/mark-all-read'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
