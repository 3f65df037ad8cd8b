import { sql } from 'drizzle-orm';
import { APP_ROUTES, THERAPIST_ONLY } from '@armonia/shared';
import { tsQuery } from '../../../core/search-query.ts';
import {
  rankedPage,
  runMatches,
  snippetHeadline,
  titleHeadline,
  type SearchSource,
} from '../search.source.ts';

/** A therapist's own active patients, by name, e-mail or phone. */
export const patientsSource: SearchSource = {
  kind: 'patients',
  roles: THERAPIST_ONLY,
  search: (ctx) => {
    const q = tsQuery(ctx.search);
    return runMatches(
      ctx,
      'patients',
      sql`
      ${rankedPage(
        ctx,
        sql`select p.id, p.name, p.last_name, p.email, p.phone, p.search_tsv as tsv
          from patients p
          where p.therapist_id = ${ctx.actor.id} and p.active and p.search_tsv @@ ${q}`,
        sql`last_name, name`,
      )}
      select id, ${titleHeadline(sql`name || ' ' || last_name`, ctx.search)} as title,
        ${snippetHeadline(sql`concat_ws(' · ', nullif(email, ''), nullif(phone, ''))`, ctx.search)} as snippet,
        nullif(concat_ws(' · ', nullif(email, ''), nullif(phone, '')), '') as meta,
        null as at, total
      from m order by rank desc, last_name, name`,
      (row) => APP_ROUTES.patientRecord.path.replace(':patientId', row.id),
    );
  },
};
