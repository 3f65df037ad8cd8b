import { sql } from 'drizzle-orm';
import { APP_ROUTES, THERAPIST_ONLY } from '@armonia/shared';
import { runMatches, type SearchSource } from '../search.source.ts';

const contact = sql`concat_ws(' · ', nullif(email, ''), nullif(phone, ''))`;

/** A therapist's own active patients, by name, e-mail or phone. */
export const patientsSource: SearchSource = {
  kind: 'patients',
  roles: THERAPIST_ONLY,
  search: (ctx) =>
    runMatches(ctx, 'patients', {
      candidates: (q) =>
        sql`select p.id, p.name, p.last_name, p.email, p.phone, p.search_tsv as tsv
          from patients p
          where p.therapist_id = ${ctx.actor.id} and p.active and p.search_tsv @@ ${q}`,
      tieBreak: sql`last_name, name`,
      title: sql`name || ' ' || last_name`,
      snippet: contact,
      meta: sql`nullif(${contact}, '')`,
      order: sql`last_name, name`,
      link: (row) => APP_ROUTES.patientRecord.path.replace(':patientId', row.id),
    }),
};
