import type { Actor, SearchAnswer, SearchKind } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { deniedModules } from '../../core/module-access.ts';
import { prepareSearch } from '../../core/search-query.ts';
import type { SearchSource } from './search.source.ts';
import { SEARCH_SOURCES } from './sources/index.ts';

/**
 * One query over everything the actor may see: the text is prepared once (words, typo
 * alternatives), then every source of the actor's role answers its page, all at once.
 */
export function createSearchService(deps: { db: Db; sources?: readonly SearchSource[] }) {
  const { db } = deps;
  const sources = deps.sources ?? SEARCH_SOURCES;
  return {
    async search(
      actor: Actor,
      q: { q: string; kind?: SearchKind; page: number; pageSize: number },
    ): Promise<SearchAnswer> {
      const prepared = await prepareSearch(db, q.q);
      if (!prepared) return { q: q.q, groups: [] };
      const denied = await deniedModules(db, actor);
      const mine = sources.filter(
        (s) =>
          s.roles.includes(actor.role) &&
          (!q.kind || s.kind === q.kind) &&
          !(s.module && denied.has(s.module)),
      );
      const found = await Promise.all(
        mine.map(async (source) => ({
          kind: source.kind,
          ...(await source.search({
            db,
            actor,
            search: prepared,
            limit: q.pageSize,
            offset: (q.page - 1) * q.pageSize,
            denied,
          })),
        })),
      );
      return { q: q.q, groups: found.filter((g) => g.total > 0) };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
