import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DIRECTORY_PAGE_SIZE,
  LISTING_RULE,
  searchKey,
  type DirectoryAudience,
  type DirectoryQuery,
  type ListingFact,
} from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { pageWithTotal } from '../../core/db/queries.ts';
import { moduleOpenSql } from '../../core/module-access.ts';
import {
  agendaSettings,
  listItems,
  ratings,
  tags,
  therapistProfiles as p,
  therapistTherapies,
  users,
} from '../../core/db/schema/index.ts';

/**
 * Each fact of the shared listing rule as SQL. Typed by the rule's facts, so a condition added to
 * `LISTING_RULE` does not compile until the directory's query knows it.
 */
const LISTING_SQL: Record<ListingFact, SQL> = {
  active: sql`${users.active}`,
  listed: sql`${p.listed}`,
  publicListed: sql`${p.publicListed}`,
  directoryModule: moduleOpenSql(sql`${users.id}`, sql`'directory'`),
};

/** Therapists listed to an audience, as the shared rule says. */
export function listedTo(audience: DirectoryAudience): SQL {
  return and(eq(users.role, 'Terapeuta'), ...LISTING_RULE[audience].map((f) => LISTING_SQL[f]))!;
}

const average = sql<number | null>`(${p.ratingSum}::float8 / nullif(${p.ratingCount}, 0))`;

const cardColumns = {
  id: p.therapistId,
  slug: p.slug,
  name: users.name,
  lastName: users.lastName,
  photoVersion: users.photoVersion,
  timezone: users.timezone,
  verifiedAt: p.verifiedAt,
  city: p.city,
  state: p.state,
  modality: p.modality,
  fee: p.fee,
  currency: p.currency,
  ratingCount: p.ratingCount,
  ratingSum: p.ratingSum,
  nextFreeAt: p.nextFreeAt,
  slotsStale: p.slotsStale,
  acceptsNewPatients: p.acceptsNewPatients,
};

/** The words of a free-text search, as the stored search text is folded (at most eight). */
export function searchWords(text: string): string[] {
  return searchKey(text).split(' ').filter(Boolean).slice(0, 8);
}

/** Every word somewhere in name, bio or therapies, accents and case aside (trigram index). */
function textMatches(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`${p.searchText} like '%' || directory_fold(${w}) || '%'`));
}

/** From now to the end of this week (Sunday) in each therapist's own zone. */
function freeThisWeek(now: Date): SQL {
  const at = now.toISOString();
  return sql`(${p.nextFreeAt} >= ${at}::timestamptz and ${p.nextFreeAt} < (date_trunc('week', ${at}::timestamptz at time zone ${users.timezone}) + interval '7 days') at time zone ${users.timezone})`;
}

function orderOf(q: Pick<DirectoryQuery, 'sort'>, words: string[]): SQL[] {
  const byName = [asc(users.name), asc(users.lastName), asc(p.therapistId)];
  switch (q.sort) {
    case 'rating':
      return [sql`${average} desc nulls last`, desc(p.ratingCount), ...byName];
    case 'next':
      return [sql`${p.nextFreeAt} asc nulls last`, ...byName];
    case 'fee':
      return [asc(p.fee), ...byName];
    default:
      return [
        // The stored text starts with the name, then the bio, then the therapies: the earlier the
        // words appear, the closer the match (and no trigram scoring of every match row).
        ...(words.length
          ? [
              sql`(${sql.join(
                words.map((w) => sql`strpos(${p.searchText}, directory_fold(${w}))`),
                sql` + `,
              )}) asc`,
            ]
          : []),
        sql`(${p.verifiedAt} is not null) desc`,
        sql`${average} desc nulls last`,
        desc(p.ratingCount),
        ...byName,
      ];
  }
}

/** One page of the directory with its filters, and the total, in one query. */
export async function searchDirectory(
  db: Db,
  audience: DirectoryAudience,
  q: DirectoryQuery,
  now: Date,
) {
  const words = searchWords(q.q);
  const where = and(
    listedTo(audience),
    textMatches(words),
    q.therapy
      ? sql`exists (select 1 from ${therapistTherapies} tt where tt.therapist_id = ${p.therapistId} and tt.tag_id = ${q.therapy})`
      : undefined,
    q.state ? eq(p.state, q.state) : undefined,
    q.city ? eq(p.cityKey, searchKey(q.city)) : undefined,
    q.modality ? inArray(p.modality, [q.modality, 'ambas']) : undefined,
    q.freeThisWeek ? freeThisWeek(now) : undefined,
    q.minRating !== undefined
      ? sql`${p.ratingCount} > 0 and ${p.ratingSum} >= ${q.minRating}::numeric * ${p.ratingCount}`
      : undefined,
    q.feeMin !== undefined ? sql`${p.fee} >= ${q.feeMin}` : undefined,
    q.feeMax !== undefined ? sql`${p.fee} <= ${q.feeMax}` : undefined,
    q.language ? sql`${q.language} = any(${p.languages})` : undefined,
  );
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(p)
    .innerJoin(users, eq(users.id, p.therapistId))
    .where(where)
    .orderBy(...orderOf(q, words))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, total: rows[0]?.total ?? 0 };
}
export type CardRow = Awaited<ReturnType<typeof searchDirectory>>['rows'][number];

/**
 * The directory's accent-insensitive text search as other screens reuse it (the general
 * search): therapists listed to signed-in users whose name, bio or therapies hold every word,
 * best match first.
 */
export async function searchTherapists(db: Db, text: string, page: number, now = new Date()) {
  return searchDirectory(
    db,
    'app',
    { q: text, page, pageSize: DIRECTORY_PAGE_SIZE, sort: 'relevance' },
    now,
  );
}

/** The therapies of several therapists in one query. */
export async function therapiesOf(db: Db, ids: string[]) {
  const map = new Map<string, { id: string; name: string }[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ therapistId: therapistTherapies.therapistId, id: tags.id, name: tags.name })
    .from(therapistTherapies)
    .innerJoin(tags, eq(tags.id, therapistTherapies.tagId))
    .where(inArray(therapistTherapies.therapistId, ids))
    .orderBy(asc(tags.name));
  for (const r of rows) {
    const list = map.get(r.therapistId) ?? [];
    list.push({ id: r.id, name: r.name });
    map.set(r.therapistId, list);
  }
  return map;
}

/** A profile page's data by its slug, with the facts the listing rule needs. */
export async function profileBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      role: users.role,
      active: users.active,
      email: users.email,
      listed: p.listed,
      publicListed: p.publicListed,
      directoryModule: sql<boolean>`${moduleOpenSql(sql`${users.id}`, sql`'directory'`)}`,
      bio: p.bio,
      officeAddress: p.officeAddress,
      languages: p.languages,
      yearsOfPractice: p.yearsOfPractice,
      training: p.training,
      sessionMinutes: agendaSettings.sessionMinutes,
      cancelNoticeHours: agendaSettings.cancelNoticeHours,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.therapistId))
    .leftJoin(agendaSettings, eq(agendaSettings.therapistId, p.therapistId))
    .where(eq(p.slug, slug));
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileBySlug>>>;

/** Visible opinions per number of stars (index 0 is one star). */
export async function distribution(db: Db, therapistId: string): Promise<number[]> {
  const rows = await db
    .select({ stars: ratings.stars, n: count() })
    .from(ratings)
    .where(and(eq(ratings.therapistId, therapistId), eq(ratings.hidden, false)))
    .groupBy(ratings.stars);
  const out = [0, 0, 0, 0, 0];
  for (const r of rows) out[r.stars - 1] = r.n;
  return out;
}

/** Visible opinions, newest first; hidden ones never leave the database here. */
export async function opinions(db: Db, therapistId: string, page: number, pageSize: number) {
  const where = and(eq(ratings.therapistId, therapistId), eq(ratings.hidden, false));
  const rows = db
    .select({
      id: ratings.id,
      stars: ratings.stars,
      comment: ratings.comment,
      authorName: users.name,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.authorId))
    .where(where)
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .$dynamic();
  return pageWithTotal(db, rows, ratings, where, { page, pageSize });
}

/** Every therapy of the catalogue, for filters and the editor. */
export async function allTherapies(db: Db) {
  return db.select({ id: tags.id, name: tags.name }).from(tags).orderBy(asc(tags.name));
}

/** Currencies or languages of «Moneda e Idioma / Preferencias», default first. */
export async function preferences(db: Db, kind: 'Moneda' | 'Idioma') {
  const rows = await db
    .select({ data: listItems.data })
    .from(listItems)
    .where(and(eq(listItems.listKey, 'currency'), sql`${listItems.data}->>'kind' = ${kind}`))
    .orderBy(
      sql`(${listItems.data}->>'isDefault')::boolean desc nulls last`,
      asc(listItems.position),
    );
  return rows.map((r) => {
    const d = r.data as { code?: unknown; name?: unknown };
    return { code: String(d.code ?? ''), name: String(d.name ?? '') };
  });
}

/** The cities where listed therapists practise, with their state. */
export async function listedCities(db: Db, audience: DirectoryAudience) {
  return db
    .selectDistinct({ state: p.state, city: p.city })
    .from(p)
    .innerJoin(users, eq(users.id, p.therapistId))
    .where(listedTo(audience))
    .orderBy(asc(p.city), asc(p.state))
    .limit(500);
}
