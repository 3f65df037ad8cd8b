import {
  API_TEXTS,
  recoveryMail,
  type ChangePasswordBody,
  type CurrentUser,
  type LoginBody,
  type ResetPasswordBody,
  type signUpBodySchema,
} from '@armonia/shared';
import type { z } from 'zod';
import { auditTrail } from '../../core/audit.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../core/auth/passwords.ts';
import type { AuthUser } from '../../core/auth/plugin.ts';
import type { SessionStore } from '../../core/auth/sessions.ts';
import { hashToken, newToken } from '../../core/auth/tokens.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import { createAuthRepository, type UserRow } from './auth.repository.ts';
import { displayName } from '../../core/users.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

function assertNotCommon(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw AppError.badRequest(API_TEXTS.validation, [{ field, message: API_TEXTS.commonPassword }]);
  }
}

export function createAuthService(deps: {
  db: Db;
  sessions: SessionStore;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
}) {
  const repo = createAuthRepository(deps.db);
  const { db, sessions } = deps;
  const auditUser = auditTrail(db, 'user');

  async function issue(user: UserRow, meta: RequestMeta): Promise<CurrentUser> {
    const token = await sessions.create(user.id, meta);
    await repo.touchLogin(user.id);
    return {
      token,
      Rol: user.role,
      name: user.name,
      userName: displayName(user),
      email: user.email,
      id: user.id,
    };
  }

  return {
    async login(body: LoginBody, meta: RequestMeta): Promise<CurrentUser> {
      const user = await repo.findUserByEmail(body.email);
      const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!user || !valid) {
        await auditUser(user, 'login.failed', user?.id, meta);
        throw AppError.unauthorized(API_TEXTS.badCredentials);
      }
      if (!user.active) throw AppError.forbidden(API_TEXTS.accountInactive);
      await auditUser(user, 'login', user.id, meta);
      return issue(user, meta);
    },

    async logout(user: AuthUser) {
      await sessions.revoke(user.sessionId);
    },

    async changePassword(user: AuthUser, body: ChangePasswordBody, meta: RequestMeta) {
      const row = await repo.findUserById(user.id);
      if (!row || !(await verifyPassword(row.passwordHash, body.currentPassword))) {
        throw AppError.badField('currentPassword', API_TEXTS.currentPasswordWrong);
      }
      assertNotCommon(body.newPassword, 'newPassword');
      await repo.setPassword(user.id, await hashPassword(body.newPassword));
      await sessions.revokeAllOf(user.id, user.sessionId);
      await auditUser(user, 'password.change', user.id, meta);
    },

    /** Same answer whether or not the account exists: nothing is revealed. */
    async recoverPassword(email: string, meta: RequestMeta) {
      const user = await repo.findUserByEmail(email);
      if (!user || !user.active) return;
      const token = newToken();
      await repo.insertReset(
        user.id,
        hashToken(deps.secret, token),
        new Date(Date.now() + RESET_TTL_MS),
      );
      const link = `${deps.publicUrl}/recuperar-contrasena?token=${token}`;
      await deps.mailer.send({ to: user.email, ...recoveryMail(user.name, link) });
      await auditUser(user, 'password.recover', user.id, meta);
    },

    async resetPassword(body: ResetPasswordBody, meta: RequestMeta) {
      assertNotCommon(body.password, 'password');
      const passwordHash = await hashPassword(body.password);
      const userId = await repo.consumeReset(hashToken(deps.secret, body.token));
      if (!userId) throw AppError.badRequest(API_TEXTS.resetLinkInvalid);
      await repo.setPassword(userId, passwordHash);
      await sessions.revokeAllOf(userId);
      await auditUser({ id: userId }, 'password.reset', userId, meta);
    },

    async signUp(body: z.output<typeof signUpBodySchema>, meta: RequestMeta): Promise<CurrentUser> {
      assertNotCommon(body.password, 'password');
      const passwordHash = await hashPassword(body.password);
      const user = await repo.signUpPatient({
        email: body.email,
        passwordHash,
        name: body.name,
        lastName: body.lastName,
        phone: body.phone,
        consentVersion: body.privacyVersion,
        ...meta,
      });
      if (!user) {
        throw AppError.conflict(API_TEXTS.emailTaken, [
          { field: 'email', message: API_TEXTS.emailTaken },
        ]);
      }
      return issue(user, meta);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
