import { sql, type SQL } from 'drizzle-orm';
import {
  contentScope,
  EVERY_ROLE,
  type Actor,
  type ContentKind,
  type SearchKind,
} from '@armonia/shared';
import { scopeWhere } from '../../content/index.ts';
import { runMatches, type MatchRow, type SearchSource } from '../search.source.ts';

/** Content opens on the reader's screens, or on the administration's. */
export const isReader = (actor: Actor) => actor.role !== 'Super-Admin';

/**
 * What Información publishes, of one kind, within the reader's scope (the content policy: their
 * audience, published, not archived; the administration everything). `link` is where a hit opens.
 */
export function contentSource(
  kind: SearchKind,
  contentKind: ContentKind,
  text: SQL,
  link: (actor: Actor, row: MatchRow) => string,
): SearchSource {
  return {
    kind,
    roles: EVERY_ROLE,
    module: 'information',
    search: (ctx) =>
      runMatches(ctx, kind, {
        candidates: (q) =>
          sql`select id, title, description, body, category, published_at, search_tsv as tsv
            from content_items
            where kind = ${contentKind} and ${scopeWhere(contentScope(ctx.actor))}
              and search_tsv @@ ${q}`,
        tieBreak: sql`published_at desc nulls last`,
        title: sql`title`,
        snippet: text,
        meta: sql`category`,
        link: (row) => link(ctx.actor, row),
      }),
  };
}
