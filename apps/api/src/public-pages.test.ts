import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@armonia/shared';
import { createTestApp, createUser, injectAs } from './testing/helper.ts';
import { loadPublicPages } from './core/web/public-pages.ts';

/**
 * A web build of the shape apps/web's build writes: the app's index.html, and in .prerender the
 * render module with each page's assets. Its render module is a small one that prints the
 * settings it is given; the real one runs end to end in e2e/tests/prerendered.spec.ts.
 */
function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'armonia-web-'));
  mkdirSync(path.join(dist, '.prerender'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(dist, '.prerender', 'assets.json'),
    JSON.stringify({ '/home': { css: 'main{}' }, '/nosotros': { broken: true } }),
  );
  writeFileSync(
    path.join(dist, '.prerender', 'prerender.js'),
    `let renders = 0;
export async function renderPublicPage(path, settings, assets) {
  if (assets.broken) throw new Error('this page does not render');
  renders += 1;
  return '<!DOCTYPE html><title>' + path + '</title><style>' + assets.css + '</style>' +
    '<footer>' + settings.phone + '</footer><p>' + 'Terapias complementarias. '.repeat(80) +
    '</p><!-- render ' + renders + ' -->';
}`,
  );
  return dist;
}

const webDist = fakeWebBuild();
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ webDist }, { referenceData: true });
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

const getHome = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/home', headers });

describe('prerendered public pages', () => {
  it('when a page is asked for, then it comes rendered with the settings of the database, compressed as the client accepts', async () => {
    const plain = await getHome({ 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`<footer>${DEFAULT_SITE_SETTINGS.phone}</footer>`);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await getHome({ 'accept-encoding': `${encoding}, identity` });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode(res.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    // Rendered once: every answer above is the same document.
    expect(plain.body).toContain('<!-- render 1 -->');
  });

  it('when the browser already has the page, then it answers 304 with no body', async () => {
    const first = await getHome({ 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await getHome({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherEncoding = await getHome({ 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherEncoding.statusCode).toBe(200);
  });

  it('when the administration saves new settings, then the next visit shows them', async () => {
    const admin = await createUser(app, 'Super-Admin');
    const changed: SiteSettings = { ...DEFAULT_SITE_SETTINGS, phone: '+52 81 2233 4455' };
    const saved = await injectAs(app, admin.token, {
      method: 'PUT',
      url: '/api/v1/site/settings',
      payload: changed,
    });
    expect(saved.statusCode).toBe(200);
    const res = await getHome();
    expect(res.body).toContain('<footer>+52 81 2233 4455</footer>');
  });

  it('when the bare address is asked for, then it goes to the prerendered /home', async () => {
    const res = await app.inject({ method: 'GET', url: '/?utm_source=folleto' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/home?utm_source=folleto');
  });

  it('when a page cannot be rendered, then the app is sent instead, which renders it in the browser', async () => {
    const res = await app.inject({ method: 'GET', url: '/nosotros' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('when another process saves new settings, then the pages show them once the recheck time has passed', async () => {
    let stored: SiteSettings = DEFAULT_SITE_SETTINGS;
    let reads = 0;
    const pages = await loadPublicPages({
      webDist,
      settings: async () => {
        reads += 1;
        return stored;
      },
      recheckMs: 200,
      log: app.log,
    });
    const html = async () => (await pages!.page('/home')).identity.body.toString();
    expect(await html()).toContain(DEFAULT_SITE_SETTINGS.phone);
    stored = { ...DEFAULT_SITE_SETTINGS, phone: '+52 81 9988 7766' };
    // Within the recheck time the page on hand is served without reading the settings.
    expect(await html()).toContain(DEFAULT_SITE_SETTINGS.phone);
    expect(reads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    // The first request after it still gets the page on hand and starts the read...
    await html();
    await expect.poll(html).toContain('+52 81 9988 7766');
    expect(reads).toBe(2);
  });

  it('when the settings did not change, then a recheck renders nothing again', async () => {
    const pages = await loadPublicPages({
      webDist,
      settings: async () => DEFAULT_SITE_SETTINGS,
      recheckMs: 0,
      log: app.log,
    });
    const first = (await pages!.page('/home')).identity.body.toString();
    await pages!.page('/home');
    const later = (await pages!.page('/home')).identity.body.toString();
    expect(later).toBe(first);
  });
});

describe('a build without prerendered pages', () => {
  it('leaves /home to the app', async () => {
    expect(
      await loadPublicPages({
        webDist: path.join(webDist, 'missing'),
        settings: async () => DEFAULT_SITE_SETTINGS,
        recheckMs: 0,
        log: app.log,
      }),
    ).toBeUndefined();
  });
});
