import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { USERS_TEXTS, type Actor, type ModuleKey } from '@armonia/shared';
import type { Db } from './db/client.ts';
import { moduleAccess } from './db/schema/users.ts';
import { AppError } from './http/errors.ts';

/**
 * THE module rule (Permisos de Terapeutas, docs/decisions/0017-users-and-module-access.md): a
 * therapist may use a module unless a row refuses it or its `until` has passed at the time of
 * the request. No row means allowed; other roles are not concerned. Everything that gates a
 * module asks `deniedModules` (or `mayUseModule`/`requireModule` built on it), and lists over
 * many therapists use `moduleOpenSql`, the same rule in SQL.
 */

/** The modules refused to a therapist now (one query; empty for other roles). */
export async function deniedModules(
  db: Db,
  actor: Actor,
  now: Date = new Date(),
): Promise<Set<string>> {
  if (actor.role !== 'Terapeuta') return new Set();
  const rows = await db
    .select({ key: moduleAccess.moduleKey })
    .from(moduleAccess)
    .where(
      and(
        eq(moduleAccess.therapistId, actor.id),
        or(eq(moduleAccess.allowed, false), lt(moduleAccess.until, now)),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

/** Whether the actor may use one module now. */
export async function mayUseModule(db: Db, actor: Actor, key: ModuleKey): Promise<boolean> {
  return !(await deniedModules(db, actor)).has(key);
}

/** Refuses (403, Spanish) a module the actor may not use now. */
export async function requireModule(db: Db, actor: Actor, key: ModuleKey): Promise<void> {
  if (!(await mayUseModule(db, actor, key))) throw AppError.forbidden(USERS_TEXTS.moduleDenied);
}

/**
 * The SQL form, for lists over many therapists or many modules: true when `therapistId` may use
 * the module `key` (both SQL expressions) at the request's time.
 */
export const moduleOpenSql = (therapistId: SQL, key: SQL, now: Date = new Date()): SQL =>
  sql`not exists (select 1 from module_access ma
    where ma.therapist_id = ${therapistId} and ma.module_key = ${key}
      and (ma.allowed = false or ma.until < ${now.toISOString()}::timestamptz))`;
