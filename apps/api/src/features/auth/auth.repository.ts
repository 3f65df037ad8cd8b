import { and, eq, gt, isNull } from 'drizzle-orm';
import { audit } from '../../core/audit.ts';
import type { Db } from '../../core/db/client.ts';
import { consents, passwordResets, users } from '../../core/db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** A patient signing up: the account, and the privacy-notice version they accepted and from where. */
interface NewPatient {
  email: string;
  passwordHash: string;
  name: string;
  lastName: string;
  phone: string;
  consentVersion: string;
  ip?: string;
  userAgent?: string;
}

export function createAuthRepository(db: Db) {
  return {
    findUserByEmail(email: string) {
      return db.query.users.findFirst({ where: eq(users.email, email) });
    },

    findUserById(id: string) {
      return db.query.users.findFirst({ where: eq(users.id, id) });
    },

    async touchLogin(userId: string) {
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
    },

    async setPassword(userId: string, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async insertReset(userId: string, tokenHash: string, expiresAt: Date) {
      await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
    },

    /** Marks a live reset used and answers its user, atomically: a link works once. */
    async consumeReset(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },

    /**
     * The patient account, its consent and the audit row, together; undefined (nothing written)
     * when the e-mail already has an account.
     */
    async signUpPatient(input: NewPatient): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const created = await createPatientWithConsent(tx as unknown as Db, input);
        if (!created) return undefined;
        await audit(tx as unknown as Db, {
          actorId: created.id,
          action: 'signup',
          entity: 'user',
          entityId: created.id,
          ip: input.ip,
          details: { consentVersion: input.consentVersion },
        });
        return created;
      });
    },
  };
}

async function createPatientWithConsent(tx: Db, input: NewPatient): Promise<UserRow | undefined> {
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      passwordHash: input.passwordHash,
      role: 'Paciente',
      name: input.name,
      lastName: input.lastName,
      phone: input.phone,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) return undefined;
  await tx.insert(consents).values({
    userId: user.id,
    kind: 'aviso_privacidad',
    version: input.consentVersion,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return user;
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
