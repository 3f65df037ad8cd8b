import { sql } from 'drizzle-orm';
import {
  listModuleKey,
  LISTS,
  STAFF,
  THERAPIST_LIST_VIEWS,
  type Actor,
  type ListDef,
} from '@armonia/shared';
import { runMatches, type MatchRow, type SearchSource } from '../search.source.ts';

/** The lists an actor reads and the screen of each: the therapist's read-only views, or all. */
function readableLists(
  actor: Actor,
  denied: ReadonlySet<string>,
): { def: ListDef; path: string }[] {
  if (actor.role === 'Terapeuta') {
    return Object.entries(THERAPIST_LIST_VIEWS)
      .filter(([, def]) => !denied.has(listModuleKey(def.key) ?? ''))
      .map(([path, def]) => ({ def, path }));
  }
  return Object.values(LISTS).map((def: ListDef) => ({ def, path: def.path }));
}

/**
 * Items of the catalogue and configuration lists (Bach flowers, biomagnetic pairs, tracking
 * list…): the therapist finds those of the lists they may read, the administration all of them.
 */
export const listItemsSource: SearchSource = {
  kind: 'listItems',
  roles: STAFF,
  search: async (ctx) => {
    const lists = readableLists(ctx.actor, ctx.denied);
    if (lists.length === 0) return { total: 0, more: false, hits: [] };
    const byKey = new Map(lists.map((l) => [l.def.key, l]));
    const each = (part: (def: ListDef) => ReturnType<typeof sql>) =>
      sql`case list_key ${sql.join(
        lists.map(({ def }) => sql`when ${def.key} then ${part(def)}`),
        sql` `,
      )} end`;
    const title = each((def) => sql`data ->> ${def.uniqueField}`);
    const details = each(
      (def) =>
        sql`concat_ws(' · ', ${sql.join(
          def.searchFields
            .filter((f) => f !== def.uniqueField)
            .map((f) => sql`nullif(data ->> ${f}, '')`),
          sql`, `,
        )})`,
    );
    const found = await runMatches(ctx, 'listItems', {
      candidates: (q) =>
        sql`select id, list_key, unique_key, ${title} as name, ${details} as details,
            search_tsv as tsv
          from list_items
          where list_key in (${sql.join(
            lists.map((l) => sql`${l.def.key}`),
            sql`, `,
          )}) and search_tsv @@ ${q}`,
      tieBreak: sql`unique_key`,
      title: sql`name`,
      snippet: sql`details`,
      meta: sql`list_key`,
      also: sql`list_key, name`,
      order: sql`name`,
      link: (row: MatchRow) =>
        `${byKey.get(String(row.list_key))!.path}?q=${encodeURIComponent(String(row.name))}`,
    });
    // The meta line names the list the item belongs to.
    return {
      ...found,
      hits: found.hits.map((hit) => ({ ...hit, meta: byKey.get(hit.meta)?.def.title ?? '' })),
    };
  },
};
