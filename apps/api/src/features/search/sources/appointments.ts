import { sql } from 'drizzle-orm';
import { APP_ROUTES, STATUS_LABELS, THERAPIST_ONLY, type AppointmentStatus } from '@armonia/shared';
import { runMatches, type SearchSource } from '../search.source.ts';

/** A therapist's own appointments, by the patient's name or by the reason and notes. */
export const appointmentsSource: SearchSource = {
  kind: 'appointments',
  roles: THERAPIST_ONLY,
  search: async (ctx) => {
    const found = await runMatches(ctx, 'appointments', {
      candidates: (q) =>
        sql`select a.id, a.starts_at, a.status, a.reason, p.name, p.last_name,
            p.search_tsv || a.search_tsv as tsv
          from appointments a join patients p on p.id = a.patient_id
          where a.therapist_id = ${ctx.actor.id}
            and (p.search_tsv @@ ${q} or a.search_tsv @@ ${q})`,
      tieBreak: sql`starts_at desc`,
      title: sql`name || ' ' || last_name`,
      snippet: sql`reason`,
      meta: sql`status`,
      at: sql`starts_at`,
      order: sql`starts_at desc`,
      link: (row) => APP_ROUTES.appointmentDetail.path.replace(':appointmentId', row.id),
    });
    const label = (status: string) => STATUS_LABELS[status as AppointmentStatus] ?? status;
    return { ...found, hits: found.hits.map((h) => ({ ...h, meta: label(h.meta) })) };
  },
};
