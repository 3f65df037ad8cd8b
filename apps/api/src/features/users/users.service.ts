import {
  accountInvitationMail,
  CATALOGUES_GROUP,
  catalogModuleKey,
  FIXED_MODULES,
  recoveryMail,
  USER_ACTION_LABELS,
  USERS_TEXTS as T,
  type AccessBody,
  type Actor,
  type AdminUser,
  type ModuleMenu,
  type Page,
  type TherapistAccess,
  type UserDetail,
  type UsersQuery,
} from '@armonia/shared';
import type { z } from 'zod';
import type { userBodySchema } from '@armonia/shared';
import { auditTrail } from '../../core/audit.ts';
import type { SessionStore } from '../../core/auth/sessions.ts';
import { hashToken, newToken } from '../../core/auth/tokens.ts';
import { isUniqueViolation, type Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import { deniedModules } from '../../core/module-access.ts';
import { displayName } from '../../core/users.ts';
import { createUsersRepository, type UserRow } from './users.repository.ts';

/** The first password is chosen from a link that lives a week; a reset link lives an hour. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

type UserBody = z.output<typeof userBodySchema>;
interface RequestMeta {
  ip?: string;
}

const bad = (message: string, field?: string) =>
  field ? AppError.badField(field, message) : AppError.badRequest(message);

export function toAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    name: u.name,
    lastName: u.lastName,
    email: u.email,
    role: u.role,
    active: u.active,
    invited: u.passwordHash === null,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

/** The account fields the audit keeps before and after a change (never passwords or tokens). */
const accountOf = (u: Pick<UserRow, 'name' | 'lastName' | 'email' | 'role' | 'active'>) => ({
  name: u.name,
  lastName: u.lastName,
  email: u.email,
  role: u.role,
  active: u.active,
});

/** Usuarios and Permisos de Terapeutas (docs/decisions/0017-users-and-module-access.md). */
export function createUsersService(deps: {
  db: Db;
  sessions: SessionStore;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
}) {
  const { db, sessions } = deps;
  const repo = createUsersRepository(db);
  const auditUser = auditTrail(db, 'user');
  const auditAccess = auditTrail(db, 'module_access');

  async function existing(id: string): Promise<UserRow> {
    const row = await repo.find(id);
    if (!row) throw AppError.notFound(T.notFound);
    return row;
  }

  async function emailFree(email: string, exceptId?: string) {
    const other = await repo.findByEmail(email);
    if (other && other.id !== exceptId) throw bad(T.emailTaken, 'email');
  }

  /** Refuses leaving no active Super-Admin when `target` stops being one. */
  const keepsAnAdmin = (target: UserRow) => async (tx: Db) => {
    if (target.role !== 'Super-Admin' || !target.active) return;
    if ((await repo.otherActiveAdmins(tx, target.id)) === 0) throw bad(T.lastAdmin);
  };

  async function mailLink(
    user: Pick<UserRow, 'email' | 'name' | 'role'>,
    ttl: number,
    invitation: boolean,
  ) {
    const token = newToken();
    const tokenHash = hashToken(deps.secret, token);
    const expiresAt = new Date(Date.now() + ttl);
    const link = `${deps.publicUrl}/recuperar-contrasena?token=${token}`;
    return {
      tokenHash,
      expiresAt,
      send: () =>
        deps.mailer.send({
          to: user.email,
          ...(invitation
            ? accountInvitationMail(user.name, user.role, link)
            : recoveryMail(user.name, link)),
        }),
    };
  }

  async function moduleList(therapistId: string) {
    const [rows, catalogList] = await Promise.all([
      repo.accessRows(therapistId),
      repo.listCatalogs(),
    ]);
    const byKey = new Map(rows.map((r) => [r.moduleKey, r]));
    const now = Date.now();
    const all = [
      ...catalogList.map((c) => ({
        key: catalogModuleKey(c.id) as string,
        label: c.name,
        group: CATALOGUES_GROUP,
      })),
      ...FIXED_MODULES.map((m) => ({ key: m.key as string, label: m.label, group: m.group })),
    ];
    return all.map((m) => {
      const row = byKey.get(m.key);
      const allowed = row?.allowed ?? true;
      const until = row?.until ?? null;
      return {
        ...m,
        allowed,
        until: until?.toISOString() ?? null,
        open: allowed && (!until || until.getTime() >= now),
      };
    });
  }

  async function therapist(id: string): Promise<UserRow> {
    const row = await existing(id);
    if (row.role !== 'Terapeuta') throw bad(T.notTherapist, 'therapistId');
    return row;
  }

  return {
    async list(q: UsersQuery): Promise<Page<AdminUser>> {
      const { rows, total } = await repo.page(q);
      return { items: rows.map(toAdminUser), total, page: q.page, pageSize: q.pageSize };
    },

    async detail(id: string): Promise<UserDetail> {
      const row = await existing(id);
      const history = await repo.history(id);
      return {
        ...toAdminUser(row),
        history: history.map((h) => ({
          at: h.at.toISOString(),
          action: h.action,
          label: USER_ACTION_LABELS[h.action] ?? h.action,
          actor:
            h.actorName === null
              ? null
              : displayName({ name: h.actorName, lastName: h.actorLastName ?? '' }),
          details: (h.details as Record<string, unknown> | null) ?? null,
        })),
      };
    },

    async create(actor: Actor, body: UserBody, meta: RequestMeta): Promise<AdminUser> {
      await emailFree(body.email);
      const link = await mailLink(body, INVITATION_TTL_MS, true);
      let row: UserRow;
      try {
        row = await repo.create(body, { tokenHash: link.tokenHash, expiresAt: link.expiresAt });
      } catch (err) {
        // The same e-mail created by someone else at the same moment.
        if (isUniqueViolation(err)) throw bad(T.emailTaken, 'email');
        throw err;
      }
      await link.send();
      await auditUser(actor, 'user.create', row.id, meta, { after: accountOf(row) });
      return toAdminUser(row);
    },

    async update(actor: Actor, id: string, body: UserBody, meta: RequestMeta): Promise<AdminUser> {
      const before = await existing(id);
      if (body.role !== before.role && id === actor.id) throw bad(T.selfDemote, 'role');
      if (body.email !== before.email) await emailFree(body.email, id);
      const demoted = before.role === 'Super-Admin' && body.role !== 'Super-Admin';
      let after: UserRow;
      try {
        after = await repo.change(id, demoted ? keepsAnAdmin(before) : async () => {}, {
          name: body.name,
          lastName: body.lastName,
          email: body.email,
          role: body.role,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw bad(T.emailTaken, 'email');
        throw err;
      }
      const was = accountOf(before);
      const now = accountOf(after);
      const changed = (Object.keys(now) as (keyof typeof now)[]).filter((k) => was[k] !== now[k]);
      if (changed.length) {
        // Every process reads the sessions again: the new name and role apply at once.
        await sessions.refreshUser(id);
        await auditUser(actor, 'user.update', id, meta, {
          before: Object.fromEntries(changed.map((k) => [k, was[k]])),
          after: Object.fromEntries(changed.map((k) => [k, now[k]])),
        });
      }
      return toAdminUser(after);
    },

    async setActive(actor: Actor, id: string, active: boolean, meta: RequestMeta) {
      const before = await existing(id);
      if (!active && id === actor.id) throw bad(T.selfDeactivate);
      if (before.active === active) throw bad(active ? T.alreadyActive : T.alreadyInactive);
      const after = await repo.change(id, active ? async () => {} : keepsAnAdmin(before), {
        active,
      });
      if (!active) {
        // Sessions end at once on every process and the user's sockets are closed.
        await sessions.revokeAllOf(id);
        await repo.voidResets(id);
      }
      await auditUser(actor, active ? 'user.reactivate' : 'user.deactivate', id, meta, {
        before: { active: before.active },
        after: { active },
      });
      return toAdminUser(after);
    },

    async sendReset(actor: Actor, id: string, meta: RequestMeta) {
      const row = await existing(id);
      if (!row.active) throw bad(T.inactiveReset);
      const invitation = row.passwordHash === null;
      const link = await mailLink(row, invitation ? INVITATION_TTL_MS : RESET_TTL_MS, invitation);
      await repo.insertReset(row.id, link.tokenHash, link.expiresAt);
      await link.send();
      await auditUser(actor, 'user.password-reset', id, meta, { invitation });
    },

    async access(therapistId: string): Promise<TherapistAccess> {
      const row = await therapist(therapistId);
      return { therapist: toAdminUser(row), modules: await moduleList(row.id) };
    },

    async saveAccess(
      actor: Actor,
      therapistId: string,
      body: AccessBody,
      meta: RequestMeta,
    ): Promise<TherapistAccess> {
      const row = await therapist(therapistId);
      const before = await moduleList(row.id);
      const known = new Map(before.map((m) => [m.key, m]));
      const now = Date.now();
      const seen = new Set<string>();
      const modules = body.modules.map((m, i) => {
        if (!known.has(m.key) || seen.has(m.key)) throw bad(T.unknownModule, `modules.${i}.key`);
        seen.add(m.key);
        const until = m.until ? new Date(m.until) : null;
        if (until && until.getTime() <= now) throw bad(T.untilPast, `modules.${i}.until`);
        return { key: m.key, allowed: m.allowed, until };
      });
      await repo.saveAccess(row.id, actor.id, modules);
      const after = await moduleList(row.id);
      const changes = after.filter((a) => {
        const b = known.get(a.key)!;
        return a.allowed !== b.allowed || a.until !== b.until;
      });
      if (changes.length) {
        const pick = (m: { key: string; allowed: boolean; until: string | null }) => ({
          key: m.key,
          allowed: m.allowed,
          until: m.until,
        });
        await auditAccess(actor, 'access.update', row.id, meta, {
          before: changes.map((a) => pick(known.get(a.key)!)),
          after: changes.map(pick),
        });
      }
      return { therapist: toAdminUser(row), modules: after };
    },

    /** What the therapist's menu hides now (other roles: nothing). */
    async menu(actor: Actor): Promise<ModuleMenu> {
      const denied = await deniedModules(db, actor);
      if (actor.role !== 'Terapeuta' || denied.size === 0) {
        return { denied: [...denied], catalogues: true };
      }
      const all = await repo.listCatalogs();
      const catalogues = all.length === 0 || all.some((c) => !denied.has(catalogModuleKey(c.id)));
      return { denied: [...denied].sort(), catalogues };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
