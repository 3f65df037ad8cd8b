import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A `like` pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of `rows` (filtered by `where` and ordered, made `$dynamic()`) and, read at the same
 * time, how many rows of `table` match `where` in all.
 */
export async function pageWithTotal<T extends PgSelect>(
  db: Db,
  rows: T,
  table: PgTable,
  where: SQL | undefined,
  at: { page: number; pageSize: number },
) {
  const [page, [total]] = await Promise.all([
    rows.limit(at.pageSize).offset((at.page - 1) * at.pageSize),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: page as Awaited<T>, total: total?.n ?? 0 };
}

/** One page of the whole rows of `table` that match `where`, in `order`, and how many in all. */
export async function pageOfRows<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  at: { page: number; pageSize: number },
) {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const page = await pageWithTotal(db, rows, table, where, at);
  return { rows: page.rows as T['$inferSelect'][], total: page.total };
}
