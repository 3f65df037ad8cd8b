// Tables of the privacy feature (ARCO requests under the LFPDPPP).
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { id, ref, updatedAt } from './columns.ts';

export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade'),
    /** acceso, rectificacion, cancelacion or oposicion. */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** recibida, en_proceso, resuelta or rechazada. */
    status: text('status').notNull().default('recibida'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** 20 business days after receipt (LFPDPPP), in the practice's calendar. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    response: text('response').notNull().default(''),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    /** A resolved cancellation: the day from which the blocked clinical data may be deleted. */
    blockedUntil: date('blocked_until', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('privacy_requests_user_idx').on(t.userId, t.receivedAt.desc()),
    index('privacy_requests_received_idx').on(t.receivedAt.desc()),
    index('privacy_requests_open_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('recibida', 'en_proceso')`),
    check(
      'privacy_requests_kind_check',
      sql`${t.kind} in ('acceso', 'rectificacion', 'cancelacion', 'oposicion')`,
    ),
    check(
      'privacy_requests_status_check',
      sql`${t.status} in ('recibida', 'en_proceso', 'resuelta', 'rechazada')`,
    ),
  ],
);
