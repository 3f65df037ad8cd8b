import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRIVACY_NOTICE_VERSION } from '@armonia/shared';
import { hashPassword } from '../core/auth/passwords.ts';
import {
  consents,
  conversationReads,
  conversations,
  messages,
  notifications,
  therapistPatients,
  users,
} from '../core/db/schema.ts';
import type { Db } from '../core/db/client.ts';
import {
  DEMO_CONVERSATIONS,
  DEMO_LINKS,
  DEMO_NOTIFICATIONS,
  DEMO_PASSWORD,
  DEMO_USERS,
} from './demo-data.ts';

/**
 * Reference data every installation needs, the first Super-Admin when the environment
 * names one, and the demo accounts on an empty database when SEED_DEMO is on.
 */
export async function prepareData(app: FastifyInstance): Promise<void> {
  const { db, config, site } = app.deps;
  await site.ensureDefaults();

  if (config.initialAdmin) {
    const created = await createUserIfMissing(db, {
      email: config.initialAdmin.email,
      password: config.initialAdmin.password,
      role: 'Super-Admin',
      name: 'Administración',
      lastName: '',
    });
    if (created) app.log.info({ email: config.initialAdmin.email }, 'first Super-Admin created');
  }

  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users);
  if (config.seedDemo && n === 0) {
    await seedDemo(db);
    app.log.info({ accounts: DEMO_USERS.map((u) => u.email) }, 'demo data seeded');
  }

  const [{ admins } = { admins: 0 }] = await db
    .select({ admins: count() })
    .from(users)
    .where(eq(users.role, 'Super-Admin'));
  if (admins === 0) {
    app.log.warn(
      'no Super-Admin yet: run `npm run create-admin` or set ADMIN_EMAIL and ADMIN_PASSWORD',
    );
  }
}

export async function createUserIfMissing(
  db: Db,
  u: {
    email: string;
    password: string;
    role: 'Terapeuta' | 'Paciente' | 'Super-Admin';
    name: string;
    lastName: string;
    phone?: string;
  },
): Promise<boolean> {
  const [row] = await db
    .insert(users)
    .values({
      email: u.email.toLowerCase(),
      passwordHash: await hashPassword(u.password),
      role: u.role,
      name: u.name,
      lastName: u.lastName,
      phone: u.phone ?? '',
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row !== undefined;
}

async function seedDemo(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(users)
      .values(DEMO_USERS.map((u) => ({ ...u, passwordHash })))
      .returning({ id: users.id, role: users.role });
    const patients = rows.filter((r) => r.role === 'Paciente');
    if (patients.length) {
      await tx.insert(consents).values(
        patients.map((p) => ({
          userId: p.id,
          kind: 'aviso_privacidad',
          version: PRIVACY_NOTICE_VERSION,
        })),
      );
    }
  });
}
