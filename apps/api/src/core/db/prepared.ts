import type { Db } from './client.ts';

/**
 * Prepared statements of one query, built once per database and shape (which optional filters
 * it has) and named after both. On PostgreSQL each pooled connection then parses and plans a
 * shape once instead of on every request (for a read that joins many tables the planning costs
 * more than the execution), and no request builds the SQL text again. `build` gets the name to
 * give `.prepare()`: names must differ between statements.
 */
export function preparedByShape<P>(
  query: string,
  build: (db: Db, name: string, shape: string) => P,
) {
  const byDb = new WeakMap<Db, Map<string, P>>();
  return (db: Db, shape = ''): P => {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    let prepared = shapes.get(shape);
    if (!prepared) shapes.set(shape, (prepared = build(db, `${query}_${shape}`, shape)));
    return prepared;
  };
}
