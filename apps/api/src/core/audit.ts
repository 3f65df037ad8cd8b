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
