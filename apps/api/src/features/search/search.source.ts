import { sql, type SQL } from 'drizzle-orm';
import {
  type ModuleKey,
  MATCH_END,
  MATCH_START,
  segmentsOf,
  type Actor,
  type Role,
  type SearchHit,
  type SearchKind,
} from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { rowsOf, TS_CONFIG, tsQuery, type PreparedSearch } from '../../core/search-query.ts';

export interface SearchContext {
  db: Db;
  actor: Actor;
  search: PreparedSearch;
  limit: number;
  offset: number;
  /** Modules refused to the actor now (Permisos de Terapeutas); empty for other roles. */
  denied: ReadonlySet<string>;
}

/**
 * One kind of result. Its SQL holds its own visibility rule, written from the actor: a row the
 * actor could not open never leaves the database. Adding a kind is adding one such file to
 * `sources/index.ts`.
 */
export interface SearchSource {
  kind: SearchKind;
  /** The roles this kind is searched for; for any other role it does not exist. */
  roles: readonly Role[];
  /** The module a therapist needs for this kind; refused, the kind does not exist for them. */
  module?: ModuleKey;
  search(ctx: SearchContext): Promise<SourceAnswer>;
}

export interface SourceAnswer {
  total: number;
  /** More rows match than the ones counted (MATCH_CAP). */
  more: boolean;
  hits: SearchHit[];
}

/**
 * How many matching rows a source reads at most. A word found in thousands of rows ("dolor" in a
 * big catalogue) would otherwise cost a count and a rank of each of them; past this many, the
 * answer says there are more and the reader narrows the search.
 */
export const MATCH_CAP = 500;

/** A page of matches as a source's SQL answers it, before the highlights become segments. */
export interface MatchRow {
  id: string;
  title: string;
  snippet: string | null;
  meta: string | null;
  at: Date | string | null;
  total: number | string;
  /** Whatever else the source selected to build its link. */
  [column: string]: unknown;
}

const TITLE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;
const SNIPPET_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=22, MinWords=8, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** A title with every match marked. */
const titleHeadline = (text: SQL, search: PreparedSearch) =>
  sql`ts_headline(${TS_CONFIG}, ${text}, ${tsQuery(search)}, ${TITLE_OPTIONS})`;

/** The passages of a longer text around the matches, or null when none of it matched. */
const snippetHeadline = (text: SQL, search: PreparedSearch) =>
  sql`case when to_tsvector(${TS_CONFIG}, ${text}) @@ ${tsQuery(search)}
    then ts_headline(${TS_CONFIG}, ${text}, ${tsQuery(search)}, ${SNIPPET_OPTIONS}) end`;

/**
 * At most MATCH_CAP `candidates` (which must select the searched tsvector as `tsv`), ranked,
 * counted and cut to the page, as the CTE `m`.
 */
const rankedPage = (ctx: SearchContext, candidates: SQL, tieBreak: SQL): SQL =>
  sql`with c as (${candidates} limit ${MATCH_CAP}),
    m as (
      select c.*, ts_rank(c.tsv, ${tsQuery(ctx.search)}) as rank, count(*) over () as total
      from c order by rank desc, ${tieBreak}
      limit ${ctx.limit} offset ${ctx.offset}
    )`;

/**
 * What one source searches: its candidate rows, and the columns of a hit read from them (the
 * ranked page `m`, which holds every column the candidates select).
 */
export interface MatchQuery {
  /** The rows the actor may see that match `q`, with the searched tsvector as `tsv`. */
  candidates: (q: SQL) => SQL;
  /** The order of rows of the same rank, when the page is cut. */
  tieBreak: SQL;
  /** The text shown as the title, every match marked. */
  title: SQL;
  /** The longer text whose passages around the matches are shown. */
  snippet: SQL;
  /** The line under the title. */
  meta: SQL;
  /** The hit's date; none by default. */
  at?: SQL;
  /** Further columns the link reads. */
  also?: SQL;
  /** The page's order after the rank; the rank alone by default. */
  order?: SQL;
  /** Where a hit opens. */
  link: (row: MatchRow) => string;
}

/** Runs a source's query of matches and turns the page into hits. */
export async function runMatches(
  ctx: SearchContext,
  kind: SearchKind,
  query: MatchQuery,
): Promise<SourceAnswer> {
  const { search } = ctx;
  const rows = rowsOf<MatchRow>(
    await ctx.db.execute(sql`
      ${rankedPage(ctx, query.candidates(tsQuery(search)), query.tieBreak)}
      select id, ${titleHeadline(query.title, search)} as title,
        ${snippetHeadline(query.snippet, search)} as snippet,
        ${query.meta} as meta, ${query.at ?? sql`null`} as at,
        ${query.also ? sql`${query.also}, ` : sql``}total
      from m order by rank desc${query.order ? sql`, ${query.order}` : sql``}`),
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    total,
    more: total >= MATCH_CAP,
    hits: rows.map((r) => ({
      id: r.id,
      kind,
      title: segmentsOf(r.title),
      snippet: r.snippet ? segmentsOf(r.snippet) : [],
      meta: r.meta ?? '',
      at: r.at === null ? null : new Date(r.at).toISOString(),
      link: query.link(r),
    })),
  };
}
