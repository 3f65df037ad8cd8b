import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppointmentStatus, Role } from '@armonia/shared';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../core/db/client.ts';
import {
  appointments,
  auditLog,
  mailOutbox,
  notifications,
  therapistPatients,
} from '../core/db/schema.ts';
import { createUserIfMissing, prepareData } from '../seed/bootstrap.ts';
import { migratedArchive } from './embedded-template.ts';
import { createScratchDatabase } from './scratch-db.ts';

export const TEST_PASSWORD = 'Clave-Segura-2026';

/** Starts a test app on a free loopback port (for sockets and real HTTP) and answers its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * The real application on a fresh database: embedded and in memory by default
 * (loaded from the migrated archive, see embedded-template.ts), or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close).
 */
export async function createTestApp(
  overrides: Omit<Partial<Config>, 'rateLimits'> & {
    /** Only the limits a test sets; the others keep their defaults. */
    rateLimits?: Partial<Config['rateLimits']>;
  } = {},
  opts: { referenceData?: boolean } = {},
): Promise<FastifyInstance> {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `armonia-test-${randomBytes(4).toString('hex')}`),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    // Tests run the reminder job themselves, with the clock they choose.
    REMINDER_INTERVAL_MS: '0',
  });
  const config: Config = {
    ...base,
    ...overrides,
    rateLimits: { ...base.rateLimits, ...overrides.rateLimits },
  };
  const url = process.env.TEST_DATABASE_URL;
  const scratch = url ? await createScratchDatabase(url) : undefined;
  const database = scratch
    ? openDatabase({ kind: 'postgres', url: scratch.url })
    : openDatabase({ kind: 'pglite', loadDataDir: await migratedArchive() });
  if (scratch) {
    const closePool = database.close;
    database.close = async () => {
      await closePool();
      await scratch.drop();
    };
  }
  const app = await buildApp(config, {
    database,
    logger: process.env.TEST_LOG === '1',
    compareAnswers: true,
  });
  await app.ready();
  // Reference catalogues and site settings, as every installation has them after its first start.
  if (opts.referenceData) await prepareData(app);
  return app;
}

let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  token: string;
}

/** Creates an account directly in the database and signs it in through the real API. */
export async function createUser(
  app: FastifyInstance,
  role: Role,
  overrides: { email?: string; password?: string; name?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email =
    overrides.email ?? `${role.toLowerCase().replace(/[^a-z]/g, '')}${counter}@prueba.mx`;
  const password = overrides.password ?? TEST_PASSWORD;
  await createUserIfMissing(app.deps.db, {
    email,
    password,
    role,
    name: overrides.name ?? 'Prueba',
    lastName: `Usuario ${counter}`,
  });
  const token = await login(app, email, password);
  const user = await app.deps.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, email),
  });
  return { id: user!.id, email, password, role, token };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  ip = '10.0.0.1',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const V1 = '/api/v1';

/** A call to the API as a user (or nobody), with a JSON body when one is given. */
export function call(
  app: FastifyInstance,
  who: TestUser | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return injectAs(app, who?.token, {
    method,
    url: `${V1}${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function injectAs(app: FastifyInstance, token: string | undefined, opts: InjectOptions) {
  return app.inject({
    ...opts,
    headers: { ...(opts.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Links a therapist and a patient, as a patient record or an appointment would. */
export async function link(app: FastifyInstance, therapistId: string, patientId: string) {
  await app.deps.db
    .insert(therapistPatients)
    .values({ therapistId, patientId })
    .onConflictDoNothing();
}

/**
 * An appointment row written straight to the table, for tests not about the agenda API: in
 * person, `minutes` long. Answers the stored row.
 */
export async function insertAppointmentRow(
  app: FastifyInstance,
  row: {
    therapistId: string;
    patientId: string;
    startsAt: Date;
    minutes: number;
    status: AppointmentStatus;
    reason?: string;
  },
) {
  const { minutes, ...values } = row;
  const [stored] = await app.deps.db
    .insert(appointments)
    .values({
      ...values,
      endsAt: new Date(row.startsAt.getTime() + minutes * 60_000),
      modality: 'presencial',
    })
    .returning();
  return stored!;
}

/** The notifications stored for a user. */
export const notificationsOf = (app: FastifyInstance, userId: string) =>
  app.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

/** The audit entries about one record, newest first. */
export const auditOf = (app: FastifyInstance, entityId: string) =>
  app.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.id));

/** The mails queued for an address. */
export const mailsTo = (app: FastifyInstance, to: string) =>
  app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/**
 * A multipart/form-data body for inject: text fields and, optionally, one file (under `file`
 * unless `field` says otherwise; `application/octet-stream` unless `type` says otherwise).
 */
export function multipartForm(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string; field?: string },
) {
  const boundary = `----armonia${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body with one file and no other field, for inject. */
export const multipartFile = (field: string, filename: string, type: string, data: Buffer) =>
  multipartForm({}, { field, name: filename, type, data });

/** The SQL statements the app sends to its database while `work` runs, in order. */
export async function statementsDuring(
  app: FastifyInstance,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const seen: string[] = [];
  const stop = app.deps.database.observe((statement) => seen.push(statement));
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}
