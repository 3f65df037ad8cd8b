import { and, asc, count, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { containsPattern, pageWithTotal } from '../../core/db/queries.ts';
import { closeWords } from '../../core/search-query.ts';
import {
  catalogGroups,
  catalogRegisters,
  catalogSubgroups,
  catalogs,
  registerTags,
  tags,
} from '../../core/db/schema.ts';

export type RegisterRow = typeof catalogRegisters.$inferSelect;

export function createCataloguesRepository(db: Db) {
  return {
    listCatalogs() {
      return db
        .select({
          id: catalogs.id,
          name: catalogs.name,
          description: catalogs.description,
          groups: sql<number>`(select count(*)::int from catalog_groups g where g.catalog_id = "catalogs"."id")`,
        })
        .from(catalogs)
        .orderBy(asc(catalogs.nameKey));
    },

    catalogByKey: (nameKey: string) =>
      db.query.catalogs.findFirst({ where: eq(catalogs.nameKey, nameKey) }),
    catalogById: (id: string) => db.query.catalogs.findFirst({ where: eq(catalogs.id, id) }),
    groupByKey: (catalogId: string, nameKey: string) =>
      db.query.catalogGroups.findFirst({
        where: and(eq(catalogGroups.catalogId, catalogId), eq(catalogGroups.nameKey, nameKey)),
      }),
    groupById: (id: string) =>
      db.query.catalogGroups.findFirst({ where: eq(catalogGroups.id, id) }),
    subgroupByKey: (groupId: string, nameKey: string) =>
      db.query.catalogSubgroups.findFirst({
        where: and(eq(catalogSubgroups.groupId, groupId), eq(catalogSubgroups.nameKey, nameKey)),
      }),
    subgroupById: (id: string) =>
      db.query.catalogSubgroups.findFirst({ where: eq(catalogSubgroups.id, id) }),

    insertCatalog: (v: typeof catalogs.$inferInsert) => db.insert(catalogs).values(v).returning(),
    updateCatalog: (id: string, v: Partial<typeof catalogs.$inferInsert>) =>
      db.update(catalogs).set(v).where(eq(catalogs.id, id)).returning(),
    deleteCatalog: (id: string) => db.delete(catalogs).where(eq(catalogs.id, id)),

    groupsOf(catalogId: string) {
      return db
        .select()
        .from(catalogGroups)
        .where(eq(catalogGroups.catalogId, catalogId))
        .orderBy(asc(catalogGroups.nameKey));
    },
    insertGroup: (v: typeof catalogGroups.$inferInsert) =>
      db.insert(catalogGroups).values(v).returning(),
    updateGroup: (id: string, v: Partial<typeof catalogGroups.$inferInsert>) =>
      db.update(catalogGroups).set(v).where(eq(catalogGroups.id, id)).returning(),
    deleteGroup: (id: string) => db.delete(catalogGroups).where(eq(catalogGroups.id, id)),

    subgroupsOf(groupIds: string[]) {
      if (groupIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(catalogSubgroups)
        .where(inArray(catalogSubgroups.groupId, groupIds))
        .orderBy(asc(catalogSubgroups.nameKey));
    },
    insertSubgroup: (v: typeof catalogSubgroups.$inferInsert) =>
      db.insert(catalogSubgroups).values(v).returning(),
    updateSubgroup: (id: string, v: Partial<typeof catalogSubgroups.$inferInsert>) =>
      db.update(catalogSubgroups).set(v).where(eq(catalogSubgroups.id, id)).returning(),
    deleteSubgroup: (id: string) => db.delete(catalogSubgroups).where(eq(catalogSubgroups.id, id)),

    async childCounts(level: 'catalog' | 'group' | 'subgroup', id: string) {
      const registerColumn =
        level === 'catalog'
          ? catalogRegisters.catalogId
          : level === 'group'
            ? catalogRegisters.groupId
            : catalogRegisters.subgroupId;
      const [registers] = await db
        .select({ n: count() })
        .from(catalogRegisters)
        .where(eq(registerColumn, id));
      let children = 0;
      if (level === 'catalog') {
        children = (
          await db.select({ n: count() }).from(catalogGroups).where(eq(catalogGroups.catalogId, id))
        )[0]!.n;
      } else if (level === 'group') {
        children = (
          await db
            .select({ n: count() })
            .from(catalogSubgroups)
            .where(eq(catalogSubgroups.groupId, id))
        )[0]!.n;
      }
      return { children, registers: registers!.n };
    },

    registerById: (id: string) =>
      db.query.catalogRegisters.findFirst({ where: eq(catalogRegisters.id, id) }),

    /**
     * One page of registers, global ones plus the viewer's own, with catalogue access applied.
     * Every word matches as an accent-free substring (trigram index), or, when it is none of the
     * stored words, one of its close words (a typo), still through the index.
     */
    async filter(opts: {
      viewerId: string;
      includeGlobal: boolean;
      includeOwn: boolean;
      deniedCatalogs: string[];
      catalogId?: string;
      groupId?: string;
      subgroupId?: string;
      tagId?: string;
      registerId?: string;
      search: string;
      page: number;
      pageSize: number;
    }) {
      const visibility: SQL[] = [];
      if (opts.includeGlobal) visibility.push(isNull(catalogRegisters.ownerId));
      if (opts.includeOwn) visibility.push(eq(catalogRegisters.ownerId, opts.viewerId));
      const base = [
        or(...visibility),
        opts.catalogId ? eq(catalogRegisters.catalogId, opts.catalogId) : undefined,
        opts.groupId ? eq(catalogRegisters.groupId, opts.groupId) : undefined,
        opts.subgroupId ? eq(catalogRegisters.subgroupId, opts.subgroupId) : undefined,
        opts.registerId ? eq(catalogRegisters.id, opts.registerId) : undefined,
        opts.deniedCatalogs.length
          ? notInArray(catalogRegisters.catalogId, opts.deniedCatalogs)
          : undefined,
        opts.tagId
          ? sql`exists (select 1 from ${registerTags} rt where rt.register_id = ${catalogRegisters.id} and rt.tag_id = ${opts.tagId})`
          : undefined,
      ];

      const run = (q: Db, where: SQL | undefined, order: SQL[]) => {
        const rows = q
          .select({
            register: catalogRegisters,
            catalog: catalogs.name,
            group: catalogGroups.name,
            subgroup: catalogSubgroups.name,
          })
          .from(catalogRegisters)
          .innerJoin(catalogs, eq(catalogs.id, catalogRegisters.catalogId))
          .leftJoin(catalogGroups, eq(catalogGroups.id, catalogRegisters.groupId))
          .leftJoin(catalogSubgroups, eq(catalogSubgroups.id, catalogRegisters.subgroupId))
          .where(where)
          .orderBy(...order)
          .$dynamic();
        return pageWithTotal(q, rows, catalogRegisters, where, opts);
      };

      if (!opts.search) return run(db, and(...base), [asc(catalogRegisters.nameKey)]);
      // Every word must appear, in any order ("recto timo" finds "Timo – Recto").
      const words = opts.search.split(' ').filter(Boolean);
      const contains = (w: string) =>
        sql`${catalogRegisters.searchText} like ${containsPattern(w)}`;
      // A word that is none of the stored words may be a typo: its close words (found in the
      // table of words, not in the rows) may match instead, through the same index, in one pass.
      const alternatives = await closeWords(db, words);
      const close = (w: string) => or(contains(w), ...(alternatives.get(w) ?? []).map(contains))!;
      return run(db, and(...base, ...words.map(close)), [asc(catalogRegisters.nameKey)]);
    },

    /** Tags of many registers in one query (no N+1). */
    async tagsOf(registerIds: string[]) {
      if (registerIds.length === 0) return new Map<string, { id: string; name: string }[]>();
      const rows = await db
        .select({ registerId: registerTags.registerId, id: tags.id, name: tags.name })
        .from(registerTags)
        .innerJoin(tags, eq(tags.id, registerTags.tagId))
        .where(inArray(registerTags.registerId, registerIds))
        .orderBy(asc(tags.nameKey));
      const map = new Map<string, { id: string; name: string }[]>();
      for (const r of rows)
        map.set(r.registerId, [...(map.get(r.registerId) ?? []), { id: r.id, name: r.name }]);
      return map;
    },

    async saveRegister(
      values: typeof catalogRegisters.$inferInsert,
      tagIds: string[],
      id?: string,
    ): Promise<RegisterRow> {
      return db.transaction(async (tx) => {
        const [row] = id
          ? await tx
              .update(catalogRegisters)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(catalogRegisters.id, id))
              .returning()
          : await tx.insert(catalogRegisters).values(values).returning();
        if (id) await tx.delete(registerTags).where(eq(registerTags.registerId, id));
        if (tagIds.length)
          await tx
            .insert(registerTags)
            .values(tagIds.map((tagId) => ({ registerId: row!.id, tagId })));
        return row!;
      });
    },
    deleteRegister: (id: string) => db.delete(catalogRegisters).where(eq(catalogRegisters.id, id)),

    listTags: () =>
      db.select({ id: tags.id, name: tags.name }).from(tags).orderBy(asc(tags.nameKey)),
    async existingTagIds(ids: string[]) {
      if (ids.length === 0) return [];
      return (await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids))).map(
        (r) => r.id,
      );
    },
    insertTag: (v: typeof tags.$inferInsert) =>
      db.insert(tags).values(v).returning({ id: tags.id, name: tags.name }),
    updateTag: (id: string, v: Partial<typeof tags.$inferInsert>) =>
      db.update(tags).set(v).where(eq(tags.id, id)).returning({ id: tags.id, name: tags.name }),
    deleteTag: (id: string) => db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id }),
  };
}

export type CataloguesRepository = ReturnType<typeof createCataloguesRepository>;
