import { sql } from 'drizzle-orm';
import { APP_ROUTES, THERAPIST_OR_PATIENT } from '@armonia/shared';
import { tsQuery } from '../../../core/search-query.ts';
import { listedTo } from '../../directory/index.ts';
import {
  rankedPage,
  runMatches,
  snippetHeadline,
  titleHeadline,
  type SearchSource,
} from '../search.source.ts';

/**
 * Therapists of the directory as signed-in users see it (the directory's own listing rule), by
 * name, bio or therapies; each result opens the therapist's directory profile.
 */
export const therapistsSource: SearchSource = {
  kind: 'therapists',
  roles: THERAPIST_OR_PATIENT,
  module: 'directory',
  search: (ctx) => {
    const q = tsQuery(ctx.search);
    return runMatches(
      ctx,
      'therapists',
      sql`
      ${rankedPage(
        ctx,
        sql`select users.id, users.name, users.last_name, therapist_profiles.slug,
            therapist_profiles.city, therapist_profiles.bio, therapist_profiles.search_tsv as tsv
          from therapist_profiles
          join users on users.id = therapist_profiles.therapist_id
          where ${listedTo('app')} and therapist_profiles.search_tsv @@ ${q}`,
        sql`last_name, name`,
      )}
      select id, slug, ${titleHeadline(sql`name || ' ' || last_name`, ctx.search)} as title,
        ${snippetHeadline(sql`bio`, ctx.search)} as snippet,
        nullif(city, '') as meta, null as at, total
      from m order by rank desc, last_name, name`,
      (row) =>
        APP_ROUTES.directoryProfile.path.replace(':slug', encodeURIComponent(String(row.slug))),
    );
  },
};
