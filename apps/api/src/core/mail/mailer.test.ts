import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { createMailer, MAIL_MAX_ATTEMPTS } from './mailer.ts';

const received: string[] = [];
/** While set, the test server keeps each message waiting before it accepts it. */
let hold: Promise<void> | null = null;
/** How many of the next messages the test server turns away with a temporary error. */
let refuse = 0;
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
        if (refuse > 0) {
          refuse -= 1;
          const err = Object.assign(new Error('Servicio no disponible, intente más tarde'), {
            responseCode: 451,
          });
          return done(err);
        }
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

/** A mailer on the test database, through the test server unless `smtpUrl` says (null: none). */
const mailerVia = (smtpUrl: string | null = `smtp://127.0.0.1:${port}`, from = 'x@armonia.mx') =>
  createMailer({ db: database.db, log, ...(smtpUrl ? { smtpUrl } : {}), from, logBodies: false });
const rowOf = async (to: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;

describe('mail', () => {
  it('with SMTP_URL, sends through the SMTP server and marks the outbox row sent', async () => {
    const mailer = mailerVia(undefined, 'Armonía <no-responder@armonia.mx>');
    await mailer.send({ to: 'ana@correo.mx', subject: 'Prueba de correo', text: 'Hola, Ana.' });
    await mailer.flush();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Prueba de correo');
    expect(received[0]).toContain('Hola, Ana.');
    const row = await rowOf('ana@correo.mx');
    expect(row.status).toBe('enviado');
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('without SMTP_URL, keeps the mail in the outbox as "registrado"', async () => {
    const mailer = mailerVia(null);
    await mailer.send({ to: 'beto@correo.mx', subject: 'Sin servidor', text: 'Hola.' });
    expect((await rowOf('beto@correo.mx')).status).toBe('registrado');
  });

  it('when the SMTP server is unreachable, records the error instead of failing the request', async () => {
    const mailer = mailerVia('smtp://127.0.0.1:1');
    await mailer.send({ to: 'carla@correo.mx', subject: 'Falla', text: 'Hola.' });
    await mailer.flush();
    const row = await rowOf('carla@correo.mx');
    expect(row.status).toBe('error');
    expect(row.error).toBeTruthy();
  });

  it('the caller does not wait for the SMTP server: the mail is in the outbox, sent afterwards', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const mailer = mailerVia();
    const before = received.length;
    // Were delivery awaited here, this would wait for the server forever and the test time out.
    await mailer.send({ to: 'dora@correo.mx', subject: 'En espera', text: 'Hola, Dora.' });
    expect((await rowOf('dora@correo.mx')).status).toBe('pendiente');
    expect(received).toHaveLength(before);
    release();
    hold = null;
    await mailer.flush();
    expect((await rowOf('dora@correo.mx')).status).toBe('enviado');
    expect(received.at(-1)).toContain('Hola, Dora.');
  });
});

describe('mail retries', () => {
  /** An outbox row written straight to the table, as an earlier process left it. */
  const queued = (to: string, subject: string, row: Partial<typeof mailOutbox.$inferInsert>) =>
    database.db.insert(mailOutbox).values({ to, subject, text: 'Hola.', ...row });
  const copies = (subject: string) => received.filter((r) => r.includes(`Subject: ${subject}`));

  it('a failed delivery waits for its turn, then is sent with its attachment', async () => {
    const mailer = mailerVia();
    refuse = 1;
    await mailer.send({
      to: 'elena@correo.mx',
      subject: 'Reintento',
      text: 'Hola, Elena.',
      attachments: [
        { filename: 'cita.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
      ],
    });
    await mailer.flush();
    const failed = await rowOf('elena@correo.mx');
    expect(failed).toMatchObject({ status: 'error', attempts: 1 });
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThan(failed.createdAt.getTime());

    // Not due yet: nothing happens.
    await mailer.retryDue(new Date(failed.nextAttemptAt!.getTime() - 1_000));
    expect((await rowOf('elena@correo.mx')).status).toBe('error');

    await mailer.retryDue(new Date(failed.nextAttemptAt!.getTime() + 1_000));
    expect(await rowOf('elena@correo.mx')).toMatchObject({ status: 'enviado', attempts: 2 });
    expect(copies('Reintento')).toHaveLength(1);
    expect(copies('Reintento')[0]).toContain('cita.ics');
  });

  it('after the last attempt the mail stays in error', async () => {
    const mailer = mailerVia();
    await queued('fer@correo.mx', 'Sin suerte', {
      status: 'error',
      attempts: MAIL_MAX_ATTEMPTS,
      nextAttemptAt: new Date(Date.now() - 60_000),
    });
    await mailer.retryDue();
    expect((await rowOf('fer@correo.mx')).status).toBe('error');
    expect(copies('Sin suerte')).toHaveLength(0);
  });

  it('a mail a stopped process left half sent goes out once, even with two processes retrying', async () => {
    await queued('gabi@correo.mx', 'Quedo a medias', {
      text: 'Hola, Gabi.',
      status: 'pendiente',
      attempts: 1,
      createdAt: new Date(Date.now() - 30 * 60_000),
    });
    await Promise.all([mailerVia().retryDue(), mailerVia().retryDue()]);
    expect(await rowOf('gabi@correo.mx')).toMatchObject({ status: 'enviado', attempts: 2 });
    expect(copies('Quedo a medias')).toHaveLength(1);
  });

  it('a mail in flight is not taken for a retry', async () => {
    await queued('hugo@correo.mx', 'En camino', { status: 'pendiente' });
    await mailerVia().retryDue();
    expect((await rowOf('hugo@correo.mx')).status).toBe('pendiente');
    expect(copies('En camino')).toHaveLength(0);
  });
});
