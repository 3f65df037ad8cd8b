import { sql, type SQL } from 'drizzle-orm';
import { searchKey } from '@armonia/shared';
import type { Db } from './db/client.ts';

/** The Spanish text search configuration without accents (custom migration 0011). */
export const TS_CONFIG = sql.raw(`'public.es_unaccent'::regconfig`);

const MAX_WORDS = 8;
const MAX_WORD = 40;
/** Shorter words are only ever prefixes of what is typed; they get no typo alternatives. */
const TYPO_MIN = 4;
const ALTERNATIVES = 2;

/**
 * The words of a search as the index holds them: lower case, without accents, letters and
 * digits only (anything else separates words), at most eight, each at most 40 characters.
 */
export function queryWords(text: string): string[] {
  const words = searchKey(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length >= 2)
    .map((w) => w.slice(0, MAX_WORD));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Words of the stored texts close to each query word that is not itself one of them: the typo
 * alternatives ("pancraes" -> "pancreas"). One query over the table of words (trigram index),
 * never over the rows themselves.
 */
export async function closeWords(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const candidates = words.filter((w) => w.length >= TYPO_MIN);
  const map = new Map<string, string[]>();
  if (candidates.length === 0) return map;
  const list = sql.join(
    candidates.map((w) => sql`${w}`),
    sql`, `,
  );
  const rows = await db.execute<{ query: string; word: string }>(sql`
    select q.w as query, s.word
    from unnest(array[${list}]::text[]) as q(w)
    cross join lateral (
      select word from search_words
      where word % q.w and word <> q.w
      order by similarity(word, q.w) desc, word
      limit ${ALTERNATIVES}
    ) s
    where not exists (select 1 from search_words known where known.word = q.w)`);
  for (const r of rowsOf<{ query: string; word: string }>(rows))
    map.set(r.query, [...(map.get(r.query) ?? []), r.word]);
  return map;
}

/** A search ready for the index: its words, their typo alternatives and the tsquery text. */
export interface PreparedSearch {
  words: string[];
  alternatives: Map<string, string[]>;
  /** `to_tsquery` input: every word (as a prefix, or one of its alternatives) must match. */
  tsquery: string;
}

export async function prepareSearch(db: Db, text: string): Promise<PreparedSearch | null> {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const alternatives = await closeWords(db, words);
  // Safe to hand to to_tsquery: the words are [a-z0-9]+ and the operators are ours.
  const tsquery = words
    .map((w) => `(${[w, ...(alternatives.get(w) ?? [])].map((a) => `${a}:*`).join(' | ')})`)
    .join(' & ');
  return { words, alternatives, tsquery };
}

/** The prepared search as a tsquery value in SQL. */
export const tsQuery = (search: PreparedSearch): SQL =>
  sql`to_tsquery(${TS_CONFIG}, ${search.tsquery})`;

/** Rows of `db.execute`: both drivers answer `{rows}`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
