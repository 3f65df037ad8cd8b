import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { API_TEXTS } from '@armonia/shared';
import { consents, passwordResets, sessions, users } from '../../core/db/schema.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  login,
  mailsTo,
  TEST_PASSWORD,
  type TestUser,
} from '../../testing/helper.ts';
import type { Config } from '../../config.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ rateLimits: { loginPerIp: 1000, loginPerEmail: 1000 } });
});
afterAll(() => app.close());

function post(url: string, payload: unknown, token?: string, ip = '10.1.0.1') {
  return injectAs(app, token, {
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    remoteAddress: ip,
  });
}

describe('POST /login', () => {
  it('when the password is right, then it answers the current user with a token', async () => {
    const u = await createUser(app, 'Terapeuta', { name: 'Alejandra' });
    const res = await post('/login', { email: u.email.toUpperCase(), password: u.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['Rol', 'email', 'id', 'name', 'token', 'userName']);
    expect(body).toMatchObject({ Rol: 'Terapeuta', name: 'Alejandra', email: u.email, id: u.id });
    expect(body.userName).toMatch(/^Alejandra Usuario \d+$/);
  });

  it('when the password is wrong or the e-mail unknown, then both answer the same 401', async () => {
    const u = await createUser(app, 'Paciente');
    const wrong = await post('/login', { email: u.email, password: 'otra-clave-123' });
    const unknown = await post('/login', { email: 'nadie@prueba.mx', password: 'otra-clave-123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(API_TEXTS.badCredentials);
  });

  it('when the body is malformed, then it answers 400 with Spanish field errors', async () => {
    const res = await post('/login', { email: 'no-es-correo', password: 12 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'email',
      'password',
    ]);
    expect(body.errors.find((e: { field: string }) => e.field === 'email').message).toBe(
      'Escribe un correo electrónico válido.',
    );
  });

  it('when the account is deactivated, then login is refused and its sessions stop working', async () => {
    const u = await createUser(app, 'Paciente');
    await app.deps.db.update(users).set({ active: false }).where(eq(users.id, u.id));
    expect((await post('/login', { email: u.email, password: u.password })).statusCode).toBe(403);
    const me = await injectAs(app, u.token, { method: 'GET', url: '/api/v1/user/profile' });
    expect(me.statusCode).toBe(401);
  });

  it('stores passwords as argon2id hashes', async () => {
    const u = await createUser(app, 'Paciente');
    const row = await app.deps.db.query.users.findFirst({ where: eq(users.id, u.id) });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('rate limits', () => {
  /** Failed logins, one after another, on a fresh app with these limits: their answers. */
  async function loginsUnder(
    rateLimits: Partial<Config['rateLimits']>,
    attempts: { email: string; ip: string }[],
  ) {
    const limited = await createTestApp({ rateLimits });
    try {
      const answers = [];
      for (const { email, ip } of attempts) {
        answers.push(
          await limited.inject({
            method: 'POST',
            url: '/api/v1/login',
            payload: { email, password: 'lo-que-sea-1' },
            remoteAddress: ip,
          }),
        );
      }
      return answers;
    } finally {
      await limited.close();
    }
  }

  it('when one IP tries to log in too often, then it gets 429 with a Spanish message', async () => {
    const answers = await loginsUnder(
      { loginPerIp: 3, loginPerEmail: 100 },
      [0, 1, 2, 3].map((i) => ({ email: `x${i}@prueba.mx`, ip: '10.9.9.9' })),
    );
    for (const res of answers) {
      if (res.statusCode === 429) expect(res.json().message).toBe(API_TEXTS.rateLimited);
    }
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
  });

  it('when one e-mail is tried from many IPs, then the per-account limit stops it', async () => {
    const answers = await loginsUnder(
      { loginPerIp: 100, loginPerEmail: 2 },
      [0, 1, 2].map((i) => ({ email: 'victima@prueba.mx', ip: `10.8.0.${i + 1}` })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 429]);
  });

  it('when recovery is asked for one e-mail too often, then it answers 429', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await post('/user/recover-password', { email: 'repetido@prueba.mx' })).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('sessions', () => {
  it('when a user logs out, then the token stops working', async () => {
    const u = await createUser(app, 'Terapeuta');
    const me = () => injectAs(app, u.token, { method: 'GET', url: '/api/v1/user/profile' });
    expect((await me()).statusCode).toBe(200);
    expect((await post('/logout', {}, u.token)).statusCode).toBe(200);
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(API_TEXTS.sessionExpired);
  });

  it('when a session is older than 8 hours, then it is refused', async () => {
    const u = await createUser(app, 'Paciente');
    await app.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, u.id));
    const res = await injectAs(app, u.token, { method: 'GET', url: '/api/v1/user/profile' });
    expect(res.statusCode).toBe(401);
  });

  /** `u` changes their password from `current` to `next`, confirmed as `confirm`. */
  const changePassword = (u: TestUser, current: string, next: string, confirm = next) =>
    post(
      '/user/change-password',
      { currentPassword: current, newPassword: next, confirmPassword: confirm },
      u.token,
    );

  it('when the password changes, then the other sessions are revoked and this one stays', async () => {
    const u = await createUser(app, 'Paciente');
    const other = await login(app, u.email, u.password);
    const res = await changePassword(u, u.password, 'Nueva-Clave-2027');
    expect(res.statusCode).toBe(200);
    const me = (t: string) => injectAs(app, t, { method: 'GET', url: '/api/v1/user/profile' });
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await expect(login(app, u.email, u.password)).rejects.toThrow();
    await expect(login(app, u.email, 'Nueva-Clave-2027')).resolves.toBeTypeOf('string');
  });

  it('when the current password is wrong, then nothing changes', async () => {
    const u = await createUser(app, 'Paciente');
    const res = await changePassword(u, 'no-es-esta-1', 'Nueva-Clave-2027');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      field: 'currentPassword',
      message: API_TEXTS.currentPasswordWrong,
    });
    await expect(login(app, u.email, u.password)).resolves.toBeTypeOf('string');
  });

  it('when the new password is common or the confirmation differs, then it is refused', async () => {
    const u = await createUser(app, 'Paciente');
    const common = await changePassword(u, u.password, 'password1');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors[0].field).toBe('newPassword');
    const mismatch = await changePassword(u, u.password, 'Nueva-Clave-2027', 'Otra-Clave-2027');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0]).toEqual({
      field: 'confirmPassword',
      message: 'Las contraseñas no coinciden.',
    });
  });
});

describe('password recovery', () => {
  async function lastLinkTo(email: string) {
    const mails = await mailsTo(app, email);
    const text = mails.at(-1)?.text ?? '';
    return /recuperar-contrasena\?token=([\w-]+)/.exec(text)?.[1];
  }

  it('when the e-mail exists or not, then the answer is the same', async () => {
    const u = await createUser(app, 'Paciente');
    const a = await post('/user/recover-password', { email: u.email }, undefined, '10.2.0.1');
    const b = await post(
      '/user/recover-password',
      { email: 'nadie-aqui@prueba.mx' },
      undefined,
      '10.2.0.1',
    );
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(await lastLinkTo('nadie-aqui@prueba.mx')).toBeUndefined();
  });

  it('when the link is used, then the password changes, sessions end, and the link works only once', async () => {
    const u = await createUser(app, 'Terapeuta');
    await post('/user/recover-password', { email: u.email }, undefined, '10.2.0.2');
    const token = await lastLinkTo(u.email);
    expect(token).toBeDefined();
    const body = { token, password: 'Recuperada-2027', confirmPassword: 'Recuperada-2027' };
    expect((await post('/user/reset-password', body)).statusCode).toBe(200);
    expect(
      (await injectAs(app, u.token, { method: 'GET', url: '/api/v1/user/profile' })).statusCode,
    ).toBe(401);
    await expect(login(app, u.email, 'Recuperada-2027')).resolves.toBeTypeOf('string');
    const again = await post('/user/reset-password', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(API_TEXTS.resetLinkInvalid);
  });

  it('when the link is older than one hour, then it is refused', async () => {
    const u = await createUser(app, 'Paciente');
    await post('/user/recover-password', { email: u.email }, undefined, '10.2.0.3');
    const token = await lastLinkTo(u.email);
    await app.deps.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, u.id));
    const res = await post('/user/reset-password', {
      token,
      password: 'Recuperada-2027',
      confirmPassword: 'Recuperada-2027',
    });
    expect(res.statusCode).toBe(400);
    await expect(login(app, u.email, u.password)).resolves.toBeTypeOf('string');
  });
});

describe('POST /user/sign-up', () => {
  const valid = {
    name: 'Ana Lucía',
    lastName: 'Treviño Garza',
    email: 'ana.trevino@prueba.mx',
    phone: '+52 81 1234 5678',
    password: 'Mi-Clave-Segura-1',
    confirmPassword: 'Mi-Clave-Segura-1',
    acceptPrivacy: true,
  };

  it('when the data is valid, then a patient is created, signed in and the consent recorded', async () => {
    const res = await post('/user/sign-up', valid, undefined, '10.3.0.1');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      Rol: 'Paciente',
      name: 'Ana Lucía',
      userName: 'Ana Lucía Treviño Garza',
    });
    const consent = await app.deps.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, body.id), eq(consents.kind, 'aviso_privacidad')));
    expect(consent).toHaveLength(1);
    expect(consent[0]!.version).toBe('2026-11');
    expect(consent[0]!.acceptedAt).toBeInstanceOf(Date);
  });

  it('when the privacy notice is not accepted, then nothing is created', async () => {
    const res = await post('/user/sign-up', {
      ...valid,
      email: 'sin.consentimiento@prueba.mx',
      acceptPrivacy: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      field: 'acceptPrivacy',
      message: 'Debes aceptar el aviso de privacidad para crear tu cuenta.',
    });
    const row = await app.deps.db.query.users.findFirst({
      where: eq(users.email, 'sin.consentimiento@prueba.mx'),
    });
    expect(row).toBeUndefined();
  });

  it('when the e-mail is taken, then it answers 409', async () => {
    const res = await post('/user/sign-up', valid, undefined, '10.3.0.2');
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('email');
  });

  it('when the name carries markup, then it is stored as plain text, unchanged', async () => {
    const res = await post(
      '/user/sign-up',
      { ...valid, email: 'markup@prueba.mx', name: '<img src=x onerror=alert(1)>' },
      undefined,
      '10.3.0.3',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('<img src=x onerror=alert(1)>');
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('bad input never yields a 500', () => {
  /** A login whose body is sent as it is, with this content type. */
  const rawLogin = (contentType: string, payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': contentType },
      payload,
    });

  it('malformed JSON answers 400 in Spanish', async () => {
    const res = await rawLogin('application/json', '{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: API_TEXTS.malformedJson });
  });

  it('a body over 1 MB answers 413', async () => {
    const res = await post('/user/recover-password', {
      email: 'a@b.mx',
      pad: 'x'.repeat(1_100_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(API_TEXTS.payloadTooLarge);
  });

  it('an unknown API route answers 404 in Spanish', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: API_TEXTS.routeNotFound });
  });

  it('a missing body answers 400 with field errors', async () => {
    const res = await post('/user/sign-up', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(3);
  });

  it('a wrong content type answers 415', async () => {
    const res = await rawLogin('application/xml', '<login/>');
    expect(res.statusCode).toBe(415);
  });

  it('a forged bearer token answers 401, never 500', async () => {
    const res = await injectAs(app, 'x'.repeat(500), {
      method: 'GET',
      url: '/api/v1/user/profile',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a session of the right kind', () => {
  it('answers /user/profile for its own user only', async () => {
    const u = await createUser(app, 'Terapeuta');
    const res = await injectAs(app, u.token, { method: 'GET', url: '/api/v1/user/profile' });
    expect(res.json().data).toMatchObject({ id: u.id, email: u.email, Rol: 'Terapeuta' });
    expect(JSON.stringify(res.json())).not.toContain('password');
    expect(TEST_PASSWORD).toBeTypeOf('string');
  });
});
