import { sql } from 'drizzle-orm';
import { APP_ROUTES, STATUS_LABELS, THERAPIST_ONLY, type AppointmentStatus } from '@armonia/shared';
import { tsQuery } from '../../../core/search-query.ts';
import {
  rankedPage,
  runMatches,
  snippetHeadline,
  titleHeadline,
  type SearchSource,
} from '../search.source.ts';

/** A therapist's own appointments, by the patient's name or by the reason and notes. */
export const appointmentsSource: SearchSource = {
  kind: 'appointments',
  roles: THERAPIST_ONLY,
  search: async (ctx) => {
    const q = tsQuery(ctx.search);
    const found = await runMatches(
      ctx,
      'appointments',
      sql`
      ${rankedPage(
        ctx,
        sql`select a.id, a.starts_at, a.status, a.reason, p.name, p.last_name,
            p.search_tsv || a.search_tsv as tsv
          from appointments a join patients p on p.id = a.patient_id
          where a.therapist_id = ${ctx.actor.id}
            and (p.search_tsv @@ ${q} or a.search_tsv @@ ${q})`,
        sql`starts_at desc`,
      )}
      select id, ${titleHeadline(sql`name || ' ' || last_name`, ctx.search)} as title,
        ${snippetHeadline(sql`reason`, ctx.search)} as snippet,
        status as meta, starts_at as at, total
      from m order by rank desc, starts_at desc`,
      (row) => APP_ROUTES.appointmentDetail.path.replace(':appointmentId', row.id),
    );
    const label = (status: string) => STATUS_LABELS[status as AppointmentStatus] ?? status;
    return { ...found, hits: found.hits.map((h) => ({ ...h, meta: label(h.meta) })) };
  },
};
