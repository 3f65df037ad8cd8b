import { sql } from 'drizzle-orm';
import { APP_ROUTES, STAFF } from '@armonia/shared';
import { moduleOpenSql } from '../../../core/module-access.ts';
import { runMatches, type MatchRow, type SearchSource } from '../search.source.ts';

/**
 * Registers of the general catalogues. A therapist finds the global ones of the catalogues they
 * may read and their own private ones, never another therapist's; the administration finds the
 * global ones it keeps.
 */
export const registersSource: SearchSource = {
  kind: 'registers',
  roles: STAFF,
  search: (ctx) => {
    const therapist = ctx.actor.role === 'Terapeuta';
    const visible = therapist
      ? sql`((r.owner_id is null and ${moduleOpenSql(sql`${ctx.actor.id}::uuid`, sql`'catalog:' || r.catalog_id::text`)})
          or r.owner_id = ${ctx.actor.id})`
      : sql`r.owner_id is null`;
    // The register browser opens already filtered by the register's name.
    const link = (row: MatchRow) => {
      const q = `?q=${encodeURIComponent(String(row.name))}`;
      return therapist
        ? `${APP_ROUTES.catalogIntegrated.path}${q}`
        : `${APP_ROUTES.cataloguePrimary.path.replace(':elementCatalog', encodeURIComponent(String(row.catalog)))}${q}`;
    };
    return runMatches(ctx, 'registers', {
      candidates: (q) =>
        sql`select r.id, r.name, r.name_key, r.description, c.name as catalog,
            concat_ws(' › ', c.name, g.name, sg.name) as place, r.search_tsv as tsv
          from catalog_registers r
          join catalogs c on c.id = r.catalog_id
          left join catalog_groups g on g.id = r.group_id
          left join catalog_subgroups sg on sg.id = r.subgroup_id
          where ${visible} and r.search_tsv @@ ${q}`,
      tieBreak: sql`name_key`,
      title: sql`name`,
      snippet: sql`description`,
      meta: sql`place`,
      also: sql`name, catalog`,
      order: sql`name`,
      link,
    });
  },
};
