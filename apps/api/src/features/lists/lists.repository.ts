import { and, asc, count, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { ListDef, ListItemData } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { containsPattern, pageOfRows } from '../../core/db/queries.ts';
import { listItems } from '../../core/db/schema.ts';

export type ListItemRow = typeof listItems.$inferSelect;

/** What a write stores besides the data: the unique value and the search text, both folded. */
export interface DerivedColumns {
  uniqueKey: string;
  searchText: string;
}

/** How close a word must be to count as a typo of the query (pg_trgm word similarity). */
const TYPO_SIMILARITY = 0.45;

const ofItem = (def: ListDef, id: string) =>
  and(eq(listItems.id, id), eq(listItems.listKey, def.key));

export function createListsRepository(db: Db) {
  return {
    /** A page of a list: literal matches or close typos of `search`, sorted by a field or not. */
    async page(
      def: ListDef,
      q: { page: number; pageSize: number; search: string; sort?: string; dir: 'asc' | 'desc' },
    ) {
      const where = and(
        eq(listItems.listKey, def.key),
        q.search
          ? or(
              sql`${listItems.searchText} like ${containsPattern(q.search)}`,
              sql`word_similarity(${q.search}, ${listItems.searchText}) >= ${TYPO_SIMILARITY}`,
            )
          : undefined,
      );
      const field = def.fields.find((f) => f.key === q.sort);
      const direction = q.dir === 'desc' ? desc : asc;
      const order = field
        ? [direction(sql`${listItems.data}->>${field.key}`), asc(listItems.uniqueKey)]
        : def.ordered
          ? [asc(listItems.position)]
          : [asc(listItems.uniqueKey)];
      return pageOfRows(db, listItems, where, order, q);
    },

    /** Every item of a list, in the list's own order (CSV export). */
    all(def: ListDef) {
      return db
        .select()
        .from(listItems)
        .where(eq(listItems.listKey, def.key))
        .orderBy(def.ordered ? asc(listItems.position) : asc(listItems.uniqueKey));
    },

    async find(def: ListDef, id: string) {
      return db.query.listItems.findFirst({ where: ofItem(def, id) });
    },

    async count(def: ListDef): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(listItems)
        .where(eq(listItems.listKey, def.key));
      return row?.n ?? 0;
    },

    /** The items of a list whose unique values are among `keys`. */
    byUniqueKeys(listKey: string, keys: string[]) {
      return db
        .select({ uniqueKey: listItems.uniqueKey, data: listItems.data })
        .from(listItems)
        .where(and(eq(listItems.listKey, listKey), inArray(listItems.uniqueKey, keys)));
    },

    async nextPosition(def: ListDef): Promise<number> {
      const [row] = await db
        .select({ p: max(listItems.position) })
        .from(listItems)
        .where(eq(listItems.listKey, def.key));
      return (row?.p ?? 0) + 1;
    },

    async insert(def: ListDef, data: ListItemData, position: number, derived: DerivedColumns) {
      const [row] = await db
        .insert(listItems)
        .values({ listKey: def.key, data, position, ...derived })
        .returning();
      return row!;
    },

    async update(def: ListDef, id: string, data: ListItemData, derived: DerivedColumns) {
      const [row] = await db
        .update(listItems)
        .set({ data, ...derived, updatedAt: new Date() })
        .where(ofItem(def, id))
        .returning();
      return row;
    },

    /** False when the list holds no such item. */
    async remove(def: ListDef, id: string): Promise<boolean> {
      const rows = await db
        .delete(listItems)
        .where(ofItem(def, id))
        .returning({ id: listItems.id });
      return rows.length > 0;
    },

    /**
     * The whole list in a new order, in one transaction. False (nothing written) unless `ids`
     * names every item of the list exactly once.
     */
    async reorder(def: ListDef, ids: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: listItems.id })
          .from(listItems)
          .where(eq(listItems.listKey, def.key));
        const known = new Set(current.map((r) => r.id));
        if (
          ids.length !== known.size ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !known.has(id))
        ) {
          return false;
        }
        for (const [i, id] of ids.entries()) {
          await tx
            .update(listItems)
            .set({ position: i + 1 })
            .where(eq(listItems.id, id));
        }
        return true;
      });
    },

    /** All rows of an import in one transaction; a row whose unique value exists updates it. */
    async upsertAll(
      def: ListDef,
      items: ({ data: ListItemData } & DerivedColumns)[],
      firstPosition: number,
    ) {
      let position = firstPosition;
      await db.transaction(async (tx) => {
        for (const item of items) {
          await tx
            .insert(listItems)
            .values({ listKey: def.key, position: position++, ...item })
            .onConflictDoUpdate({
              target: [listItems.listKey, listItems.uniqueKey],
              set: { data: item.data, searchText: item.searchText, updatedAt: new Date() },
            });
        }
      });
    },

    async insertAll(def: ListDef, items: ({ data: ListItemData } & DerivedColumns)[]) {
      await db
        .insert(listItems)
        .values(items.map((item, i) => ({ listKey: def.key, position: i + 1, ...item })));
    },

    /** A new image version, so cached copies of the old one are not shown. */
    async bumpImageVersion(id: string) {
      const [row] = await db
        .update(listItems)
        .set({
          imageVersion: sql`coalesce(${listItems.imageVersion}, 0) + 1`,
          updatedAt: new Date(),
        })
        .where(eq(listItems.id, id))
        .returning();
      return row!;
    },
  };
}
