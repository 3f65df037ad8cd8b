// Column builders every table file uses: one way to write an id, a timestamp and a link.
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A required link to another table's row, and what deleting that row does to this one. */
export const ref = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict' | 'set null',
) => uuid(name).notNull().references(target, { onDelete });
