import type { Db } from './db/client.ts';
import { auditLog } from './db/schema.ts';

export interface AuditEntry {
  actorId?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  ip?: string | null;
  /** Identifiers and outcomes only: never passwords, tokens or clinical text. */
  details?: Record<string, unknown>;
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}

/**
 * The audit rows of one kind of record, in the shape most services write them: who did what to
 * which record, and from which address (no actor: an attempt by nobody known, such as a failed
 * sign-in).
 */
export function auditTrail(db: Db, entity: string) {
  return (
    actor: { id: string } | undefined,
    action: string,
    entityId: string | null | undefined,
    meta: { ip?: string | null },
    details?: Record<string, unknown>,
  ) => audit(db, { actorId: actor?.id, action, entity, entityId, ip: meta.ip, details });
}
