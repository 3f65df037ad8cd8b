import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TEXTS, USERS_TEXTS, type Role } from '@armonia/shared';
import { auditLog, catalogs, moduleAccess, tags, users } from '../../core/db/schema/index.ts';
import {
  call,
  createTestApp,
  createUser,
  login,
  mailsTo,
  type TestUser,
} from '../../testing/helper.ts';
import { appWithUsers, listenWithSockets } from '../../testing/test-app.ts';

const { app, admin, therapist, patient } = await appWithUsers({
  admin: { role: 'Super-Admin', name: 'Mariana' },
  therapist: { role: 'Terapeuta', name: 'Alejandra' },
  patient: { role: 'Paciente', name: 'Sofía' },
});
const { open } = await listenWithSockets(app);

const ZERO = '00000000-0000-4000-8000-000000000000';
const userCount = async () => (await app.deps.db.select({ n: count() }).from(users))[0]!.n;
const tokenIn = (text: string) => /recuperar-contrasena\?token=([\w-]+)/.exec(text)?.[1];
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Renata',
  lastName: 'Guajardo Peña',
  email: `renata${Math.random().toString(36).slice(2, 8)}@prueba.mx`,
  role: 'Terapeuta',
  ...over,
});
/** `by` saves `target`'s account with these name, last name and role, its email unchanged. */
const editUser = (
  on: FastifyInstance,
  by: TestUser,
  target: TestUser,
  fields: { name: string; lastName: string; role: Role },
) =>
  call(on, by, 'PUT', `/users/${target.id}`, {
    name: fields.name,
    lastName: fields.lastName,
    email: target.email,
    role: fields.role,
  });

describe('only the administration manages users and permissions', () => {
  const routes: [method: 'GET' | 'POST' | 'PUT', path: () => string, payload?: unknown][] = [
    ['GET', () => '/users'],
    ['POST', () => '/users', body()],
    ['GET', () => `/users/${therapist.id}`],
    ['PUT', () => `/users/${therapist.id}`, body()],
    ['POST', () => `/users/${therapist.id}/deactivate`],
    ['POST', () => `/users/${therapist.id}/reactivate`],
    ['POST', () => `/users/${therapist.id}/password-reset`],
    ['GET', () => `/therapist-access/${therapist.id}`],
    ['PUT', () => `/therapist-access/${therapist.id}`, { modules: [] }],
  ];

  it('every route: 403 to Terapeuta and Paciente, 401 without a session, nothing changed', async () => {
    for (const [method, path, payload] of routes) {
      const before = await userCount();
      for (const who of [therapist, patient]) {
        const res = await call(app, who, method, path(), payload);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(API_TEXTS.forbidden);
      }
      expect((await call(app, undefined, method, path(), payload)).statusCode).toBe(401);
      expect(await userCount()).toBe(before);
      const [row] = await app.deps.db.select().from(users).where(eq(users.id, therapist.id));
      expect(row!.active).toBe(true);
      expect(row!.role).toBe('Terapeuta');
    }
  });

  it('the menu answer is for every signed-in role; only therapists see refusals', async () => {
    for (const who of [admin, therapist, patient]) {
      const res = await call(app, who, 'GET', '/user/modules');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ denied: [], catalogues: true });
    }
    expect((await call(app, undefined, 'GET', '/user/modules')).statusCode).toBe(401);
  });
});

describe('Usuarios: list, search, filters, sort and pages', () => {
  let a: FastifyInstance;
  let boss: TestUser;
  beforeAll(async () => {
    a = await createTestApp();
    boss = await createUser(a, 'Super-Admin', { name: 'Zoe' });
    const rows = [
      ['José', 'García Núñez', 'jose@prueba.mx', 'Terapeuta', true],
      ['Ángela', 'Pérez', 'angela@prueba.mx', 'Terapeuta', false],
      ['Íñigo', 'López', 'inigo@prueba.mx', 'Paciente', true],
      ['Beatriz', 'Garcia', 'bea@prueba.mx', 'Paciente', true],
      ['Carmen', 'Ruiz', 'carmen@prueba.mx', 'Super-Admin', true],
    ] as const;
    for (const [name, lastName, email, role, active] of rows) {
      await a.deps.db.insert(users).values({ name, lastName, email, role, active });
    }
  });
  afterAll(() => a.close());

  const list = async (qs: string) => {
    const res = await call(a, boss, 'GET', `/users?${qs}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: { name: string; email: string }[]; total: number };
  };

  it('searches without accents or case, over name, last name and e-mail', async () => {
    const garcia = await list('q=garcía');
    expect(garcia.items.map((u) => u.name).sort()).toEqual(['Beatriz', 'José']);
    expect((await list('q=ANGELA')).items.map((u) => u.name)).toEqual(['Ángela']);
    expect((await list('q=inigo lopez')).items.map((u) => u.name)).toEqual(['Íñigo']);
    expect((await list('q=bea%40prueba')).items.map((u) => u.name)).toEqual(['Beatriz']);
    expect((await list('q=100%25')).total).toBe(0);
  });

  it('filters by role and state, sorts both ways and pages', async () => {
    expect((await list('role=Terapeuta')).total).toBe(2);
    expect((await list('role=Terapeuta&state=activo')).items.map((u) => u.name)).toEqual(['José']);
    expect((await list('state=inactivo')).items.map((u) => u.name)).toEqual(['Ángela']);
    const byEmail = await list('sort=correo&dir=desc&pageSize=2');
    expect(byEmail.total).toBe(6);
    expect(byEmail.items.map((u) => u.email)).toEqual([boss.email, 'jose@prueba.mx']);
    const page3 = await list('sort=correo&dir=desc&pageSize=2&page=3');
    expect(page3.items.map((u) => u.email)).toEqual(['bea@prueba.mx', 'angela@prueba.mx']);
  });

  it('shows the last sign-in, and no sign-in as null', async () => {
    const items = (await list('sort=ultimo_acceso&dir=desc')).items as unknown as {
      email: string;
      lastLoginAt: string | null;
    }[];
    expect(items[0]!.email).toBe(boss.email);
    expect(Date.parse(items[0]!.lastLoginAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(items.slice(1).every((u) => u.lastLoginAt === null)).toBe(true);
  });
});

describe('creating an account sends the invitation to set a password', () => {
  it('creates a therapist who sets a password from the mail and signs in', async () => {
    const b = body({ email: 'Nueva.Terapeuta@Prueba.mx' });
    const res = await call(app, admin, 'POST', '/users', b);
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      email: 'nueva.terapeuta@prueba.mx',
      role: 'Terapeuta',
      active: true,
      invited: true,
      lastLoginAt: null,
    });
    const [mail] = await mailsTo(app, 'nueva.terapeuta@prueba.mx');
    expect(mail!.subject).toBe('Tu cuenta en Armonía Terapias');
    const token = tokenIn(mail!.text)!;
    expect(
      (
        await call(app, undefined, 'POST', '/user/reset-password', {
          token,
          password: 'Armonia-Nueva-2026',
          confirmPassword: 'Armonia-Nueva-2026',
        })
      ).statusCode,
    ).toBe(200);
    await login(app, 'nueva.terapeuta@prueba.mx', 'Armonia-Nueva-2026');
    const detail = (await call(app, admin, 'GET', `/users/${created.id}`)).json().data;
    expect(detail.invited).toBe(false);
    expect(detail.lastLoginAt).not.toBeNull();
    // The audit keeps who and what, never the token.
    const [entry] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.create'), eq(auditLog.entityId, created.id)));
    expect(entry!.actorId).toBe(admin.id);
    expect(entry!.details).toEqual({
      after: {
        name: 'Renata',
        lastName: 'Guajardo Peña',
        email: 'nueva.terapeuta@prueba.mx',
        role: 'Terapeuta',
        active: true,
      },
    });
    expect(JSON.stringify(entry!.details)).not.toContain(token);
    expect(detail.history.map((h: { label: string }) => h.label)).toEqual([
      'Inicio de sesión',
      'Contraseña restablecida',
      'Cuenta creada',
    ]);
    expect(detail.history[2].actor).toMatch(/^Mariana /);
  });

  it('creates administrators and patients too', async () => {
    for (const role of ['Super-Admin', 'Paciente']) {
      const res = await call(app, admin, 'POST', '/users', body({ role }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.role).toBe(role);
    }
  });
});

describe('bad input: Spanish 400 and nothing changed', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a role that does not exist', { role: 'Dios' }, 'role'],
    ['a role of the wrong type', { role: 3 }, 'role'],
    ['NUL in the name', { name: 'Ana\u0000' }, 'name'],
    ['a lone surrogate in the last name', { lastName: 'Pe\uD800ña' }, 'lastName'],
    ['a huge name', { name: 'x'.repeat(100_000) }, 'name'],
    ['a number as the e-mail', { email: 42 }, 'email'],
    ['an e-mail that is not one', { email: 'no-es-correo' }, 'email'],
    ['an e-mail already used', { email: 'ALREADY' }, 'email'],
  ];

  it.each(cases)('create with %s', async (_name, over, field) => {
    const payload = body(
      over.email === 'ALREADY' ? { email: therapist.email.toUpperCase() } : over,
    );
    const before = await userCount();
    const res = await call(app, admin, 'POST', '/users', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[áéíóúñ]|Los datos|Ya existe|Elige|Escribe/);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await userCount()).toBe(before);
  });

  it.each(cases)('edit with %s', async (_name, over, field) => {
    const payload = body({
      name: 'Alejandra',
      email: therapist.email,
      ...(over.email === 'ALREADY' ? { email: patient.email } : over),
    });
    const [before] = await app.deps.db.select().from(users).where(eq(users.id, therapist.id));
    const res = await call(app, admin, 'PUT', `/users/${therapist.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    const [after] = await app.deps.db.select().from(users).where(eq(users.id, therapist.id));
    expect(after).toEqual(before);
  });

  it('ids, queries and permissions refuse bad values with Spanish 400s', async () => {
    for (const path of [
      '/users/no-es-uuid',
      '/users/%00',
      '/therapist-access/123',
      '/users?role=Dios',
      '/users?state=quizas',
      '/users?sort=altura',
      '/users?page=0',
      '/users?pageSize=1000',
      `/users?q=${'a'.repeat(101)}`,
      '/users?q=%00',
    ]) {
      const res = await call(app, admin, 'GET', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().status).toBe('error');
    }
    expect((await call(app, admin, 'GET', `/users/${ZERO}`)).statusCode).toBe(404);
    const put = (payload: unknown) =>
      call(app, admin, 'PUT', `/therapist-access/${therapist.id}`, payload);
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const payload of [
      { modules: [{ key: 'directory', allowed: true, until: past }] },
      { modules: [{ key: 'nada', allowed: false, until: null }] },
      { modules: [{ key: `catalog:${ZERO}`, allowed: false, until: null }] },
      { modules: [{ key: 'directory', allowed: 'no', until: null }] },
      { modules: [{ key: 'directory', allowed: false, until: 'mañana' }] },
      { modules: [{ key: 'dir\u0000ectory', allowed: false, until: null }] },
      { modules: 'todos' },
      {
        modules: Array.from({ length: 501 }, () => ({
          key: 'directory',
          allowed: true,
          until: null,
        })),
      },
      {
        modules: [
          { key: 'directory', allowed: false, until: null },
          { key: 'directory', allowed: true, until: null },
        ],
      },
    ]) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const pastRes = await put({ modules: [{ key: 'directory', allowed: true, until: past }] });
    expect(pastRes.json().errors).toEqual([
      { field: 'modules.0.until', message: USERS_TEXTS.untilPast },
    ]);
    expect(await app.deps.db.select().from(moduleAccess)).toEqual([]);
    // A permission is for therapists only.
    expect((await call(app, admin, 'GET', `/therapist-access/${patient.id}`)).statusCode).toBe(400);
  });
});

describe('safeguards: nobody demotes or deactivates themselves; one Super-Admin always stays', () => {
  it('refuses self-demotion and self-deactivation', async () => {
    const demote = await editUser(app, admin, admin, {
      name: 'Mariana',
      lastName: '',
      role: 'Terapeuta',
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe(USERS_TEXTS.selfDemote);
    const off = await call(app, admin, 'POST', `/users/${admin.id}/deactivate`);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(USERS_TEXTS.selfDeactivate);
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: 'Super-Admin', active: true });
    // Editing one's own name is fine.
    const rename = await editUser(app, admin, admin, {
      name: 'Mariana',
      lastName: 'Garza',
      role: 'Super-Admin',
    });
    expect(rename.statusCode).toBe(200);
  });

  it('two administrators demoting each other at once: one wins, the last one stays', async () => {
    const a = await createTestApp();
    const one = await createUser(a, 'Super-Admin');
    const two = await createUser(a, 'Super-Admin');
    const demote = (by: TestUser, target: TestUser) =>
      editUser(a, by, target, { name: 'Prueba', lastName: '', role: 'Terapeuta' });
    const offline = (by: TestUser, target: TestUser) =>
      call(a, by, 'POST', `/users/${target.id}/deactivate`);
    const answers = await Promise.all([demote(one, two), offline(two, one)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    // The loser is refused: by the safeguard, or because their own session ended.
    expect([400, 401, 403]).toContain(codes[1]);
    const admins = await a.deps.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'Super-Admin'), eq(users.active, true)));
    expect(admins[0]!.n).toBe(1);
    await a.close();
  });

  it('the last active Super-Admin cannot be demoted or deactivated (checked inside the change)', async () => {
    const a = await createTestApp();
    const one = await createUser(a, 'Super-Admin');
    const two = await createUser(a, 'Super-Admin');
    // `two` is demoted behind the session cache's back: `one` is now the last one, and `two`'s
    // cached session still says Super-Admin.
    await a.deps.db.update(users).set({ role: 'Terapeuta' }).where(eq(users.id, two.id));
    const res = await call(a, two, 'POST', `/users/${one.id}/deactivate`);
    if (res.statusCode === 400) expect(res.json().message).toBe(USERS_TEXTS.lastAdmin);
    else expect(res.statusCode).toBe(403);
    const demote = await editUser(a, two, one, { name: 'Prueba', lastName: '', role: 'Paciente' });
    if (demote.statusCode === 400) expect(demote.json().message).toBe(USERS_TEXTS.lastAdmin);
    else expect(demote.statusCode).toBe(403);
    const [row] = await a.deps.db.select().from(users).where(eq(users.id, one.id));
    expect(row).toMatchObject({ role: 'Super-Admin', active: true });
    await a.close();
  });
});

describe('deactivation ends sessions and sockets at once; reactivation lets them in again', () => {
  it('the token gets 401 on the next request and the socket is disconnected', async () => {
    const t = await createUser(app, 'Terapeuta');
    const socket = await open(t.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await call(app, t, 'GET', '/user/modules')).statusCode).toBe(200);
    const res = await call(app, admin, 'POST', `/users/${t.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.active).toBe(false);
    expect((await call(app, t, 'GET', '/user/modules')).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: t.email, password: t.password },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(API_TEXTS.accountInactive);
    // No reset for an inactive account; deactivating twice changes nothing.
    expect((await call(app, admin, 'POST', `/users/${t.id}/password-reset`)).statusCode).toBe(400);
    expect((await call(app, admin, 'POST', `/users/${t.id}/deactivate`)).json().message).toBe(
      USERS_TEXTS.alreadyInactive,
    );

    expect((await call(app, admin, 'POST', `/users/${t.id}/reactivate`)).statusCode).toBe(200);
    await login(app, t.email, t.password);
    const labels = (await call(app, admin, 'GET', `/users/${t.id}`))
      .json()
      .data.history.map((h: { action: string }) => h.action);
    expect(labels.slice(0, 3)).toEqual(['login', 'user.reactivate', 'user.deactivate']);
  });

  it('a role change applies to the open session at once', async () => {
    const t = await createUser(app, 'Terapeuta');
    expect((await call(app, t, 'GET', '/appointments/settings')).statusCode).toBe(200);
    const res = await editUser(app, admin, t, {
      name: 'Nuevo',
      lastName: 'Nombre',
      role: 'Paciente',
    });
    expect(res.statusCode).toBe(200);
    expect((await call(app, t, 'GET', '/appointments/settings')).statusCode).toBe(403);
    const [entry] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.update'), eq(auditLog.entityId, t.id)));
    expect(entry!.details).toEqual({
      before: { name: 'Prueba', lastName: expect.stringMatching(/^Usuario/), role: 'Terapeuta' },
      after: { name: 'Nuevo', lastName: 'Nombre', role: 'Paciente' },
    });
  });

  it('sends a password reset by mail', async () => {
    const res = await call(app, admin, 'POST', `/users/${patient.id}/password-reset`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(USERS_TEXTS.resetSent);
    const mails = await mailsTo(app, patient.email);
    expect(mails.at(-1)!.subject).toBe('Restablece tu contraseña');
    expect(tokenIn(mails.at(-1)!.text)).toBeTruthy();
  });
});

describe('Permisos de Terapeutas: checked at request time', () => {
  let a: FastifyInstance;
  let boss: TestUser;
  let t: TestUser;
  let p: TestUser;
  let catalogId: string;
  let catalogKeys: string[];
  beforeAll(async () => {
    a = await createTestApp({}, { referenceData: true });
    boss = await createUser(a, 'Super-Admin');
    t = await createUser(a, 'Terapeuta');
    p = await createUser(a, 'Paciente');
    const [c] = await a.deps.db
      .insert(catalogs)
      .values({ name: 'Catálogo de prueba', nameKey: 'catalogo de prueba' })
      .returning();
    catalogId = c!.id;
    const all = await a.deps.db.select().from(catalogs).orderBy(asc(catalogs.nameKey));
    catalogKeys = all.map((x) => `catalog:${x.id}`);
  });
  afterAll(() => a.close());

  const save = (modules: { key: string; allowed: boolean; until: string | null }[]) =>
    call(a, boss, 'PUT', `/therapist-access/${t.id}`, { modules });

  it('lists every module, open by default', async () => {
    const res = await call(a, boss, 'GET', `/therapist-access/${t.id}`);
    expect(res.statusCode).toBe(200);
    const modules = res.json().data.modules as { key: string; open: boolean; group: string }[];
    expect(catalogKeys).toContain(`catalog:${catalogId}`);
    expect(modules.map((m) => m.key)).toEqual([
      ...catalogKeys,
      'list:biomagnetism',
      'list:trackingList',
      'list:locationPoints',
      'directory',
      'information',
    ]);
    expect(modules.every((m) => m.open)).toBe(true);
  });

  it('a withdrawn list is refused by the API and leaves the menu', async () => {
    expect((await call(a, t, 'GET', '/lists/biomagnetism')).statusCode).toBe(200);
    expect(
      (await save([{ key: 'list:biomagnetism', allowed: false, until: null }])).statusCode,
    ).toBe(200);
    const refused = await call(a, t, 'GET', '/lists/biomagnetism');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(USERS_TEXTS.moduleDenied);
    expect((await call(a, t, 'GET', '/lists/biomagnetism/export')).statusCode).toBe(403);
    expect((await call(a, t, 'GET', '/lists/trackingList')).statusCode).toBe(200);
    expect((await call(a, boss, 'GET', '/lists/biomagnetism')).statusCode).toBe(200);
    expect((await call(a, t, 'GET', '/user/modules')).json().data).toEqual({
      denied: ['list:biomagnetism'],
      catalogues: true,
    });
    // The audit keeps before and after.
    const [entry] = await a.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'access.update'));
    expect(entry!.details).toEqual({
      before: [{ key: 'list:biomagnetism', allowed: true, until: null }],
      after: [{ key: 'list:biomagnetism', allowed: false, until: null }],
    });
  });

  it('an expiry takes effect without a restart or a job', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const res = await save([{ key: 'list:trackingList', allowed: true, until: soon }]);
    expect(res.statusCode).toBe(200);
    expect((await call(a, t, 'GET', '/lists/trackingList')).statusCode).toBe(200);
    await a.deps.db
      .update(moduleAccess)
      .set({ until: new Date(Date.now() - 1000) })
      .where(
        and(eq(moduleAccess.therapistId, t.id), eq(moduleAccess.moduleKey, 'list:trackingList')),
      );
    expect((await call(a, t, 'GET', '/lists/trackingList')).statusCode).toBe(403);
    expect((await call(a, t, 'GET', '/user/modules')).json().data.denied).toContain(
      'list:trackingList',
    );
    const shown = (await call(a, boss, 'GET', `/therapist-access/${t.id}`)).json().data.modules;
    expect(shown.find((m: { key: string }) => m.key === 'list:trackingList')).toMatchObject({
      allowed: true,
      open: false,
    });
  });

  it('a withdrawn general catalogue disappears from catalogues and search, and from the menu', async () => {
    const names = async () =>
      (
        (await call(a, t, 'GET', '/catalogs/registers/primary-list')).json().data as {
          elementCatalog: string;
        }[]
      ).map((c) => c.elementCatalog);
    const n = catalogKeys.length;
    expect(await names()).toHaveLength(n);
    expect(await names()).toContain('Catálogo de prueba');
    await save([{ key: `catalog:${catalogId}`, allowed: false, until: null }]);
    expect(await names()).toHaveLength(n - 1);
    expect(await names()).not.toContain('Catálogo de prueba');
    expect((await call(a, t, 'GET', '/user/modules')).json().data.catalogues).toBe(n > 1);
    // Every general catalogue closed: Catálogos Integrados leaves the menu.
    await save(catalogKeys.map((key) => ({ key, allowed: false, until: null })));
    expect(await names()).toEqual([]);
    expect((await call(a, t, 'GET', '/user/modules')).json().data.catalogues).toBe(false);
    await save(catalogKeys.map((key) => ({ key, allowed: true, until: null })));
    expect(await names()).toHaveLength(n);
  });

  it('Información is refused to a therapist without it; patients are not concerned', async () => {
    expect((await call(a, t, 'GET', '/content/items?kind=video')).statusCode).toBe(200);
    await save([{ key: 'information', allowed: false, until: null }]);
    expect((await call(a, t, 'GET', '/content/items?kind=video')).statusCode).toBe(403);
    expect((await call(a, t, 'GET', '/content/categories?kind=video')).statusCode).toBe(403);
    expect((await call(a, p, 'GET', '/content/items?kind=video')).statusCode).toBe(200);
  });

  it('without the directory module a therapist is not listed, cannot publish nor browse', async () => {
    const [tag] = await a.deps.db
      .insert(tags)
      .values({ name: 'Terapia de prueba', nameKey: 'terapia de prueba' })
      .returning();
    const profile = {
      bio: 'Acompaño procesos de salud con terapias complementarias.',
      therapies: [tag!.id],
      state: 'NLE',
      city: 'Monterrey',
      modality: 'en_linea',
      officeAddress: '',
      fee: 700,
      currency: 'MXN',
      languages: ['es-MX'],
      yearsOfPractice: 5,
      training: [],
      acceptsNewPatients: true,
      listed: true,
      publicListed: true,
    };
    const saved = await call(a, t, 'PUT', '/directory/profile', profile);
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = async (path: string) =>
      (await call(a, p, 'GET', path)).json().data.items.map((c: { id: string }) => c.id);
    expect(await listed('/directory/therapists')).toEqual([t.id]);
    const pub = await a.inject({ method: 'GET', url: '/api/v1/public/directory/therapists' });
    expect(pub.json().data.total).toBe(1);

    await save([{ key: 'directory', allowed: false, until: null }]);
    expect(await listed('/directory/therapists')).toEqual([]);
    const pub2 = await a.inject({ method: 'GET', url: '/api/v1/public/directory/therapists' });
    expect(pub2.json().data.total).toBe(0);
    expect((await call(a, t, 'PUT', '/directory/profile', profile)).statusCode).toBe(403);
    expect((await call(a, t, 'GET', '/directory/therapists')).statusCode).toBe(403);
    expect((await call(a, t, 'GET', '/directory/facets')).statusCode).toBe(403);
    expect((await call(a, t, 'GET', '/user/modules')).json().data.denied).toEqual(
      expect.arrayContaining(['directory', 'information']),
    );
  });
});
