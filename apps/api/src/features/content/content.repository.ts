import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ContentKind, ContentScope } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { contentEvents, contentItems, contentReads, users } from '../../core/db/schema/index.ts';
import { tsQuery, type PreparedSearch } from '../../core/search-query.ts';

export type ContentRow = typeof contentItems.$inferSelect;
export type NewContentRow = typeof contentItems.$inferInsert;

/** The rows an actor's scope lets through (the SQL side of the content policy). */
export function scopeWhere(scope: ContentScope): SQL {
  return and(
    inArray(contentItems.audience, [...scope.audiences]),
    scope.includeUnpublished ? undefined : eq(contentItems.published, true),
    scope.includeArchived ? undefined : isNull(contentItems.archivedAt),
  )!;
}

/** Added by the custom migration, so not a column Drizzle knows. */
const TSV = sql.raw('"content_items"."search_tsv"');

const columns = {
  item: contentItems,
  authorName: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.lastName}), '')`,
};

export function createContentRepository(db: Db) {
  return {
    async find(id: string) {
      const [row] = await db
        .select(columns)
        .from(contentItems)
        .leftJoin(users, eq(users.id, contentItems.authorId))
        .where(eq(contentItems.id, id));
      return row;
    },

    /**
     * One page of a kind within the scope. `readerId` adds whether the reader opened each item;
     * `withCounts` adds views and downloads (the administration's table). Ordered by the match
     * when searching, else newest first.
     */
    async page(opts: {
      kind: ContentKind;
      scope: ContentScope;
      archived: boolean;
      category?: string;
      search: PreparedSearch | null;
      readerId?: string;
      withCounts: boolean;
      page: number;
      pageSize: number;
    }) {
      const where = and(
        eq(contentItems.kind, opts.kind),
        scopeWhere(opts.scope),
        opts.archived ? isNotNull(contentItems.archivedAt) : isNull(contentItems.archivedAt),
        opts.category ? eq(contentItems.category, opts.category) : undefined,
        opts.search ? sql`${TSV} @@ ${tsQuery(opts.search)}` : undefined,
      );
      const order = opts.search
        ? [sql`ts_rank(${TSV}, ${tsQuery(opts.search)}) desc`, desc(contentItems.createdAt)]
        : [sql`${contentItems.publishedAt} desc nulls last`, desc(contentItems.createdAt)];
      const opened = opts.readerId
        ? sql<boolean>`exists (select 1 from ${contentReads} r where r.user_id = ${opts.readerId} and r.content_id = ${contentItems.id})`
        : sql<boolean>`false`;
      const counted = (action: 'view' | 'download') =>
        opts.withCounts
          ? sql<number>`(select count(*)::int from ${contentEvents} e where e.content_id = ${contentItems.id} and e.action = ${action})`
          : sql<number | null>`null::int`;
      const rows = await db
        .select({
          ...columns,
          opened,
          views: counted('view'),
          downloads: counted('download'),
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(contentItems)
        .leftJoin(users, eq(users.id, contentItems.authorId))
        .where(where)
        .orderBy(...order)
        .limit(opts.pageSize)
        .offset((opts.page - 1) * opts.pageSize);
      return { rows, total: rows[0]?.total ?? 0 };
    },

    async categories(kind: ContentKind, scope: ContentScope): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: contentItems.category })
        .from(contentItems)
        .where(and(eq(contentItems.kind, kind), scopeWhere(scope), isNull(contentItems.archivedAt)))
        .orderBy(asc(contentItems.category));
      return rows.map((r) => r.category);
    },

    async insert(values: NewContentRow): Promise<string> {
      const [row] = await db.insert(contentItems).values(values).returning({ id: contentItems.id });
      return row!.id;
    },

    /** Publishing stamps the first publication date; later edits keep it. */
    async update(id: string, values: Partial<NewContentRow>) {
      await db
        .update(contentItems)
        .set({
          ...values,
          ...(values.published
            ? { publishedAt: sql`coalesce(${contentItems.publishedAt}, now())` }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(contentItems.id, id));
    },

    async bumpImageVersion(id: string) {
      const [row] = await db
        .update(contentItems)
        .set({
          imageVersion: sql`coalesce(${contentItems.imageVersion}, 0) + 1`,
          updatedAt: new Date(),
        })
        .where(eq(contentItems.id, id))
        .returning({ v: contentItems.imageVersion });
      return row?.v ?? null;
    },

    /** The reader opened the item: a view for the analytics, and no more "nuevo" mark. */
    async recordOpen(kind: ContentKind, contentId: string, userId: string) {
      await db.transaction(async (tx) => {
        await tx
          .insert(contentEvents)
          .values({ contentKind: kind, contentId, action: 'view', userId });
        await tx.insert(contentReads).values({ userId, contentId }).onConflictDoNothing();
      });
    },

    async recordDownload(kind: ContentKind, contentId: string, userId: string) {
      await db
        .insert(contentEvents)
        .values({ contentKind: kind, contentId, action: 'download', userId });
    },

    async counts(contentId: string) {
      const [row] = await db
        .select({
          views: sql<number>`count(*) filter (where ${contentEvents.action} = 'view')`.mapWith(
            Number,
          ),
          downloads:
            sql<number>`count(*) filter (where ${contentEvents.action} = 'download')`.mapWith(
              Number,
            ),
        })
        .from(contentEvents)
        .where(eq(contentEvents.contentId, contentId));
      return row ?? { views: 0, downloads: 0 };
    },

    async wasOpened(contentId: string, userId: string) {
      const [row] = await db
        .select({ id: contentReads.contentId })
        .from(contentReads)
        .where(and(eq(contentReads.contentId, contentId), eq(contentReads.userId, userId)));
      return row !== undefined;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
