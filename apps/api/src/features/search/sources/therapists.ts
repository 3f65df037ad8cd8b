import { sql } from 'drizzle-orm';
import { APP_ROUTES, THERAPIST_OR_PATIENT } from '@armonia/shared';
import { listedTo } from '../../directory/index.ts';
import { runMatches, type SearchSource } from '../search.source.ts';

/**
 * Therapists of the directory as signed-in users see it (the directory's own listing rule), by
 * name, bio or therapies; each result opens the therapist's directory profile.
 */
export const therapistsSource: SearchSource = {
  kind: 'therapists',
  roles: THERAPIST_OR_PATIENT,
  module: 'directory',
  search: (ctx) =>
    runMatches(ctx, 'therapists', {
      candidates: (q) =>
        sql`select users.id, users.name, users.last_name, therapist_profiles.slug,
            therapist_profiles.city, therapist_profiles.bio, therapist_profiles.search_tsv as tsv
          from therapist_profiles
          join users on users.id = therapist_profiles.therapist_id
          where ${listedTo('app')} and therapist_profiles.search_tsv @@ ${q}`,
      tieBreak: sql`last_name, name`,
      title: sql`name || ' ' || last_name`,
      snippet: sql`bio`,
      meta: sql`nullif(city, '')`,
      also: sql`slug`,
      order: sql`last_name, name`,
      link: (row) =>
        APP_ROUTES.directoryProfile.path.replace(':slug', encodeURIComponent(String(row.slug))),
    }),
};
