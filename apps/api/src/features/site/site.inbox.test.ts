import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@armonia/shared';
import { contactMessages, siteSettings } from '../../core/db/schema/index.ts';
import { call, createTestApp, createUser, type TestUser } from '../../testing/helper.ts';

/** A web build whose render module prints the footer data it is given (see public-pages.test). */
function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'armonia-web-'));
  mkdirSync(path.join(dist, '.prerender'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, '.prerender', 'assets.json'), JSON.stringify({ '/home': {} }));
  writeFileSync(
    path.join(dist, '.prerender', 'prerender.js'),
    `export async function renderPublicPage(path, s) {
  return '<!DOCTYPE html><footer>' + s.phone + '|' + s.email + '|' + s.address + '|' +
    s.social.map((l) => l.url).join(',') + '</footer>';
}`,
  );
  return dist;
}

const webDist = fakeWebBuild();
let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp({ webDist }, { referenceData: true });
  admin = await createUser(app, 'Super-Admin');
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

const footer = async () => {
  const res = await app.inject({ method: 'GET', url: '/home' });
  return /<footer>(.*)<\/footer>/.exec(res.body)?.[1];
};

describe('site settings', () => {
  it('round trip: what the administration saves is read back and the public pages render it', async () => {
    expect(await footer()).toContain(DEFAULT_SITE_SETTINGS.phone);
    const next: SiteSettings = {
      siteName: 'Armonía Terapias',
      phone: '+52 81 1234 5678',
      email: 'hola@armonia.mx',
      address: 'Calle Hidalgo 100, Monterrey, N.L.',
      social: [{ network: 'instagram', url: 'https://www.instagram.com/armonia.mx' }],
    };
    const saved = await call(app, admin, 'PUT', '/site/settings', next);
    expect(saved.statusCode).toBe(200);
    expect((await call(app, undefined, 'GET', '/site/settings')).json().data).toEqual(next);
    expect(await footer()).toBe(
      '+52 81 1234 5678|hola@armonia.mx|Calle Hidalgo 100, Monterrey, N.L.|https://www.instagram.com/armonia.mx',
    );
  });

  const valid = DEFAULT_SITE_SETTINGS;
  const bad: [string, unknown][] = [
    ['an invalid e-mail', { ...valid, email: 'no-es-correo' }],
    ['an invalid URL', { ...valid, social: [{ network: 'facebook', url: 'no es un enlace' }] }],
    ['a javascript: URL', { ...valid, social: [{ network: 'x', url: 'javascript:alert(1)' }] }],
    ['an unknown network', { ...valid, social: [{ network: 'myspace', url: 'https://a.mx' }] }],
    ['letters in the phone', { ...valid, phone: 'llámanos' }],
    ['a NUL in the address', { ...valid, address: 'Calle\u0000 1' }],
    ['a lone surrogate in the name', { ...valid, siteName: 'Armonía \uD83D' }],
    ['a huge address', { ...valid, address: 'x'.repeat(501) }],
    ['a number as phone', { ...valid, phone: 8112345678 }],
    ['an empty site name', { ...valid, siteName: '  ' }],
    ['social links that are not a list', { ...valid, social: 'https://a.mx' }],
  ];
  for (const [name, body] of bad) {
    it(`refuses ${name} with a Spanish 400 and keeps what was stored`, async () => {
      const [before] = await app.deps.db.select().from(siteSettings);
      const res = await call(app, admin, 'PUT', '/site/settings', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).not.toMatch(/invalid|expected/i);
      const [after] = await app.deps.db.select().from(siteSettings);
      expect(after!.value).toEqual(before!.value);
    });
  }
});

describe('contact inbox', () => {
  async function send(name: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/site/contact',
      payload: {
        name,
        email: 'visita@prueba.mx',
        topic: 'citas',
        message: `Mensaje de ${name} sobre citas.`,
      },
      remoteAddress: `10.9.0.${Math.floor(Math.random() * 200) + 1}`,
    });
    expect(res.statusCode).toBe(201);
  }

  it('lists newest first, paginated, with the unhandled count; marking handled changes both', async () => {
    for (const name of ['Primera', 'Segunda', 'Tercera']) {
      await send(name);
      await new Promise((r) => setTimeout(r, 5));
    }
    const page1 = (await call(app, admin, 'GET', '/site/contact-messages?pageSize=2')).json().data;
    expect(page1.items.map((m: { name: string }) => m.name)).toEqual(['Tercera', 'Segunda']);
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2, unhandled: 3 });
    const page2 = (await call(app, admin, 'GET', '/site/contact-messages?pageSize=2&page=2')).json()
      .data;
    expect(page2.items.map((m: { name: string }) => m.name)).toEqual(['Primera']);

    const id = page1.items[0].id as string;
    const marked = await call(app, admin, 'PUT', `/site/contact-messages/${id}/handled`, {
      handled: true,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.handledAt).not.toBeNull();
    const after = (await call(app, admin, 'GET', '/site/contact-messages')).json().data;
    expect(after.unhandled).toBe(2);
    const pending = (await call(app, admin, 'GET', '/site/contact-messages?pending=true')).json()
      .data;
    expect(pending.items.map((m: { name: string }) => m.name)).toEqual(['Segunda', 'Primera']);
    expect(pending.total).toBe(2);
    expect(pending.unhandled).toBe(2);

    // Back to pending.
    await call(app, admin, 'PUT', `/site/contact-messages/${id}/handled`, { handled: false });
    expect((await call(app, admin, 'GET', '/site/contact-messages')).json().data.unhandled).toBe(3);
  });

  it('refuses bad ids, bodies and queries with a Spanish 400 and an unknown message with 404', async () => {
    const [row] = await app.deps.db.select().from(contactMessages).limit(1);
    const url = `/site/contact-messages/${row!.id}/handled`;
    for (const body of [{ handled: 'sí' }, {}, { handled: null }, { handled: [true] }]) {
      const res = await call(app, admin, 'PUT', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call(app, admin, 'PUT', '/site/contact-messages/abc/handled', { handled: true }))
        .statusCode,
    ).toBe(400);
    const unknown = await call(
      app,
      admin,
      'PUT',
      '/site/contact-messages/00000000-0000-4000-8000-000000000000/handled',
      {
        handled: true,
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('El mensaje no existe.');
    for (const q of ['pending=quizas', 'page=-1', 'pageSize=101', 'page=%00']) {
      expect((await call(app, admin, 'GET', `/site/contact-messages?${q}`)).statusCode, q).toBe(
        400,
      );
    }
    const [still] = await app.deps.db.select().from(contactMessages).limit(1);
    expect(still!.handledAt).toEqual(row!.handledAt);
  });
});
