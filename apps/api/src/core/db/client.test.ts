import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { envSchema, loadConfig } from '../../config.ts';
import { openDatabase } from './client.ts';
import { apiRoot } from './paths.ts';
import { users } from './schema.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'armonia-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('when the process restarts, then the data is still there', async () => {
    const target = { kind: 'pglite' as const, dir: path.join(dir, 'pgdata') };
    const first = openDatabase(target);
    await first.migrate();
    await first.db
      .insert(users)
      .values({ email: 'persiste@prueba.mx', role: 'Paciente', name: 'Persistente' });
    await first.close();

    const second = openDatabase(target);
    await second.migrate();
    const row = await second.db.query.users.findFirst({
      where: eq(users.email, 'persiste@prueba.mx'),
    });
    await second.close();
    expect(row?.name).toBe('Persistente');
    // Two on-disk databases with every migration: slow on a loaded two-core machine.
  }, 180_000);
});

describe('DATA_DIR', () => {
  it('moves all local state: database, uploads and the generated secret', () => {
    const dataDir = path.join(dir, 'otro-lugar');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.uploadDir).toBe(path.join(dataDir, 'uploads'));
    expect(existsSync(path.join(dataDir, 'secret.key'))).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('takes an empty value as not set', () => {
    const config = loadConfig({ DATA_DIR: dir, SMTP_URL: '', ADMIN_EMAIL: '', PORT: '' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.initialAdmin).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('every variable is in the environment reference of docs/operations.md', () => {
    const doc = readFileSync(path.join(apiRoot, '..', '..', 'docs', 'operations.md'), 'utf8');
    const reference = doc.slice(doc.indexOf('## Variables de entorno'));
    const missing = Object.keys(envSchema.shape).filter((k) => !reference.includes(`| \`${k}\``));
    expect(missing).toEqual([]);
  });

  it('refuses a bad value with a clear message', () => {
    expect(() => loadConfig({ PORT: 'ochenta' })).toThrow(/Configuración no válida[\s\S]*PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it('keeps true and false, and takes a list of addresses, ranges and named ranges', () => {
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: '127.0.0.1,nginx' })).toThrow(
      /TRUST_PROXY[\s\S]*«nginx»/,
    );
  });

  it('when only the proxy is trusted, then X-Forwarded-For counts from it and from no one else', async () => {
    const app = Fastify({
      trustProxy: loadConfig({ DATA_DIR: dir, TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    app.get('/ip', async (request) => request.ip);
    const from = (remoteAddress: string) =>
      app
        .inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.7' } })
        .then((r) => r.body);
    expect(await from('127.0.0.1')).toBe('203.0.113.7');
    expect(await from('198.51.100.4')).toBe('198.51.100.4');
    await app.close();
  });
});
