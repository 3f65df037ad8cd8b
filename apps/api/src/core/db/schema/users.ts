import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { ref, updatedAt } from './columns.ts';

/**
 * Which modules a therapist may use, and until when (Permisos de Terapeutas): each general
 * catalogue (`catalog:<id>`), each specialised list, the directory and Información. No row means
 * allowed; the expiry is compared with the request's time, so nothing needs a job.
 */
export const moduleAccess = pgTable(
  'module_access',
  {
    therapistId: ref('therapist_id', () => users.id, 'cascade'),
    moduleKey: text('module_key').notNull(),
    allowed: boolean('allowed').notNull().default(true),
    until: timestamp('until', { withTimezone: true }),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.therapistId, t.moduleKey] }),
    // "Who may not use this catalogue" (the catalogue's rows) reads by module.
    index('module_access_module_idx').on(t.moduleKey),
  ],
);
