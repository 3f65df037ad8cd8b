import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LISTS, PRIVACY_NOTICE_VERSION, type ListKey } from '@armonia/shared';
import { REFERENCE_LISTS } from './reference-lists.ts';
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
import { seedDemoAgenda } from './demo-agenda.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoDirectory } from './demo-directory.ts';
import type { SessionStore } from '../core/auth/sessions.ts';

/**
 * Reference data every installation needs, the first Super-Admin when the environment
 * names one, and the demo accounts on an empty database when SEED_DEMO is on.
 */
export async function prepareData(app: FastifyInstance): Promise<void> {
  // Each step checks and then writes: with several processes starting on an empty database,
  // only one may do it at a time.
  await app.deps.database.exclusive(() => firstData(app));
}

async function firstData(app: FastifyInstance): Promise<void> {
  const { db, config, site, lists } = app.deps;
  await site.ensureDefaults();
  for (const [key, items] of Object.entries(REFERENCE_LISTS)) {
    await lists.seedIfEmpty(LISTS[key as ListKey], items);
  }

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
    await seedDemo(db, config.uploadDir, app.deps.sessions);
    await seedDemoContent(db, config.uploadDir);
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

async function seedDemo(db: Db, uploadDir: string, sessions: SessionStore) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(users)
      .values(DEMO_USERS.map((u) => ({ ...u, passwordHash })))
      .returning({ id: users.id, role: users.role, email: users.email });
    const id = (email: string) => rows.find((r) => r.email === email)!.id;
    const patients = rows.filter((r) => r.role === 'Paciente');
    await tx.insert(consents).values(
      patients.map((p) => ({
        userId: p.id,
        kind: 'aviso_privacidad',
        version: PRIVACY_NOTICE_VERSION,
      })),
    );
    await tx
      .insert(therapistPatients)
      .values(DEMO_LINKS.map(([t, p]) => ({ therapistId: id(t), patientId: id(p) })));

    const now = Date.now();
    const ago = (minutes: number) => new Date(now - minutes * 60_000);
    for (const thread of DEMO_CONVERSATIONS) {
      const a = id(thread.between[0]);
      const b = id(thread.between[1]);
      const pair = a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };
      const [conversation] = await tx
        .insert(conversations)
        .values({ ...pair, lastMessageAt: ago(thread.lines.at(-1)!.minutesAgo) })
        .returning({ id: conversations.id });
      await tx.insert(messages).values(
        thread.lines.map((line) => ({
          conversationId: conversation!.id,
          senderId: id(line.from),
          content: line.text,
          createdAt: ago(line.minutesAgo),
        })),
      );
      // Each side has read up to its own last message, so the other's later replies are unread.
      for (const email of thread.between) {
        const own = thread.lines.filter((l) => l.from === email).at(-1);
        if (!own) continue;
        await tx.insert(conversationReads).values({
          conversationId: conversation!.id,
          userId: id(email),
          lastReadAt: ago(own.minutesAgo),
        });
      }
    }

    await tx.insert(notifications).values(
      DEMO_NOTIFICATIONS.map((n) => ({
        userId: id(n.to),
        message: n.message,
        link: n.link ?? null,
        status: n.read ? 'leida' : 'pendiente',
        createdAt: ago(n.minutesAgo),
      })),
    );
    return rows;
  });
  const id = (email: string) => ids.find((r) => r.email === email)!.id;
  await seedDemoAgenda(db, id);
  await seedDemoDirectory(db, uploadDir, id, sessions);
}
