import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { createMailer } from './mailer.ts';

const received: string[] = [];
/** While set, the test server keeps each message waiting before it accepts it. */
let hold: Promise<void> | null = null;
let server: SMTPServer;
let port: number;
let database: Database;
const quiet = () => undefined;
const log = {
  info: quiet,
  warn: quiet,
  error: quiet,
  debug: quiet,
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        void (hold ?? Promise.resolve()).then(() => {
          received.push(raw);
          done();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  database = openDatabase({ kind: 'pglite' });
  await database.migrate();
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

describe('mail', () => {
  it('with SMTP_URL, sends through the SMTP server and marks the outbox row sent', async () => {
    const mailer = createMailer({
      db: database.db,
      log,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Armonía <no-responder@armonia.mx>',
      logBodies: false,
    });
    await mailer.send({ to: 'ana@correo.mx', subject: 'Prueba de correo', text: 'Hola, Ana.' });
    await mailer.flush();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Prueba de correo');
    expect(received[0]).toContain('Hola, Ana.');
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ana@correo.mx'));
    expect(row!.status).toBe('enviado');
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('without SMTP_URL, keeps the mail in the outbox as "registrado"', async () => {
    const mailer = createMailer({ db: database.db, log, from: 'x@armonia.mx', logBodies: false });
    await mailer.send({ to: 'beto@correo.mx', subject: 'Sin servidor', text: 'Hola.' });
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'beto@correo.mx'));
    expect(row!.status).toBe('registrado');
  });

  it('when the SMTP server is unreachable, records the error instead of failing the request', async () => {
    const mailer = createMailer({
      db: database.db,
      log,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@armonia.mx',
      logBodies: false,
    });
    await mailer.send({ to: 'carla@correo.mx', subject: 'Falla', text: 'Hola.' });
    await mailer.flush();
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'carla@correo.mx'));
    expect(row!.status).toBe('error');
    expect(row!.error).toBeTruthy();
  });

  it('the caller does not wait for the SMTP server: the mail is in the outbox, sent afterwards', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const mailer = createMailer({
      db: database.db,
      log,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'x@armonia.mx',
      logBodies: false,
    });
    const before = received.length;
    // Were delivery awaited here, this would wait for the server forever and the test time out.
    await mailer.send({ to: 'dora@correo.mx', subject: 'En espera', text: 'Hola, Dora.' });
    const row = async () =>
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'dora@correo.mx')))[0]!;
    expect((await row()).status).toBe('pendiente');
    expect(received).toHaveLength(before);
    release();
    hold = null;
    await mailer.flush();
    expect((await row()).status).toBe('enviado');
    expect(received.at(-1)).toContain('Hola, Dora.');
  });
});
