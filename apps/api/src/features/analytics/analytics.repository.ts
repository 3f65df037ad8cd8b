import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';

/**
 * The dashboard's aggregate queries. Each one counts in the database over an index on the
 * time column (see the analytics migration) and answers a few grouped rows; no query brings the
 * rows themselves into the process. Local days, weeks, months, weekdays and hours are those of the
 * practice's zone (`at time zone`).
 */

/** The period asked for and the one of the same length just before it, as instants. */
export interface Window {
  /** Start of the previous period. */
  previousStart: Date;
  /** Start of the period asked for (end of the previous one). */
  start: Date;
  /** End of the period asked for (exclusive). */
  end: Date;
  zone: string;
  bucket: 'week' | 'month';
  therapistId: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** `to_char` pattern of a bucket's label: a week by its Monday, a month by yyyy-MM. */
const label = (bucket: Window['bucket']) => (bucket === 'week' ? 'YYYY-MM-DD' : 'YYYY-MM');

/** The local bucket an instant column falls in, as its label. */
const bucketOf = (column: SQL, w: Window) =>
  sql`to_char(date_trunc(${w.bucket}, ${column} at time zone ${w.zone}), ${label(w.bucket)})`;

const monthOf = (column: SQL, w: Window) =>
  sql`to_char(date_trunc('month', ${column} at time zone ${w.zone}), 'YYYY-MM')`;

const inPeriod = (column: SQL, w: Window) =>
  sql`${column} >= ${w.start.toISOString()}::timestamptz and ${column} < ${w.end.toISOString()}::timestamptz`;

const inBoth = (column: SQL, w: Window) =>
  sql`${column} >= ${w.previousStart.toISOString()}::timestamptz and ${column} < ${w.end.toISOString()}::timestamptz`;

const isCurrent = (column: SQL, w: Window) =>
  sql`${column} >= ${w.start.toISOString()}::timestamptz`;

const therapistIs = (column: SQL, w: Window) =>
  w.therapistId ? sql` and ${column} = ${w.therapistId}::uuid` : sql``;

/** Conversations the therapist of the filter takes part in (all of them without a filter). */
const conversationOfTherapist = (column: SQL, w: Window) =>
  w.therapistId
    ? sql` and ${column} in (select id from conversations where user_low = ${w.therapistId}::uuid
        union all select id from conversations where user_high = ${w.therapistId}::uuid)`
    : sql``;

export interface PeriodCounts {
  appointments: number;
  completed: number;
  cancelled: number;
  noShow: number;
  activeTherapists: number;
}

/** The appointment figures of both periods in one pass over the time index. */
export async function appointmentFigures(db: Db, w: Window) {
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select
      count(*) filter (where cur)::int as appointments,
      count(*) filter (where cur and status = 'completada')::int as completed,
      count(*) filter (where cur and status = 'cancelada')::int as cancelled,
      count(*) filter (where cur and status = 'no_asistio')::int as no_show,
      count(distinct therapist_id) filter (where cur and status <> 'cancelada')::int as active,
      count(*) filter (where not cur)::int as p_appointments,
      count(*) filter (where not cur and status = 'completada')::int as p_completed,
      count(*) filter (where not cur and status = 'cancelada')::int as p_cancelled,
      count(*) filter (where not cur and status = 'no_asistio')::int as p_no_show,
      count(distinct therapist_id) filter (where not cur and status <> 'cancelada')::int as p_active
    from (
      select status, therapist_id, ${isCurrent(sql`starts_at`, w)} as cur
      from appointments
      where ${inBoth(sql`starts_at`, w)}${therapistIs(sql`therapist_id`, w)}
    ) a`,
  );
  const of = (p: string): PeriodCounts => ({
    appointments: row![`${p}appointments`]!,
    completed: row![`${p}completed`]!,
    cancelled: row![`${p}cancelled`]!,
    noShow: row![`${p}no_show`]!,
    activeTherapists: row![`${p}active`]!,
  });
  return { current: of(''), previous: of('p_') };
}

/**
 * One aggregate of the rows of `table` created in each period (the one asked for and the one
 * before it), `filter` narrowing them further.
 */
async function perPeriod<T>(
  db: Db,
  w: Window,
  aggregate: (rowsOfPeriod: SQL) => SQL,
  table: SQL,
  filter: SQL,
) {
  const isCur = isCurrent(sql`created_at`, w);
  const [row] = await rows<{ cur: T; prev: T }>(
    db,
    sql`select ${aggregate(isCur)} as cur, ${aggregate(sql`not ${isCur}`)} as prev
      from ${table}
      where ${inBoth(sql`created_at`, w)}${filter}`,
  );
  return { current: row!.cur, previous: row!.prev };
}

const countOf = (rowsOfPeriod: SQL) => sql`count(*) filter (where ${rowsOfPeriod})::int`;
const averageStarsOf = (rowsOfPeriod: SQL) =>
  sql`avg(stars) filter (where ${rowsOfPeriod})::float8`;

/** Patient records opened in each period. */
export async function newPatients(db: Db, w: Window) {
  return perPeriod<number>(db, w, countOf, sql`patients`, therapistIs(sql`therapist_id`, w));
}

/** Average of the visible ratings received in each period (null without any). */
export async function averageRatings(db: Db, w: Window) {
  const visible = sql` and not hidden${therapistIs(sql`therapist_id`, w)}`;
  return perPeriod<number | null>(db, w, averageStarsOf, sql`ratings`, visible);
}

/** Chat messages sent in each period (in the therapist's conversations with a filter). */
export async function messageCounts(db: Db, w: Window) {
  const filter = conversationOfTherapist(sql`conversation_id`, w);
  return perPeriod<number>(db, w, countOf, sql`messages`, filter);
}

/** Appointments per week or month and state. */
export async function appointmentsByBucket(db: Db, w: Window) {
  return rows<{ period: string; status: string; count: number }>(
    db,
    sql`select ${bucketOf(sql`starts_at`, w)} as period, status, count(*)::int as count
      from appointments
      where ${inPeriod(sql`starts_at`, w)}${therapistIs(sql`therapist_id`, w)}
      group by 1, 2`,
  );
}

/** Accounts created per month and role (the practice's, never filtered by therapist). */
export async function newUsersByMonth(db: Db, w: Window) {
  return rows<{ month: string; role: string; count: number }>(
    db,
    sql`select ${monthOf(sql`created_at`, w)} as month, role, count(*)::int as count
      from users
      where ${inPeriod(sql`created_at`, w)}
      group by 1, 2`,
  );
}

/** Appointments not cancelled by local weekday (ISO, Monday 1) and hour. */
export async function busyHours(db: Db, w: Window) {
  return rows<{ weekday: number; hour: number; count: number }>(
    db,
    sql`select extract(isodow from starts_at at time zone ${w.zone})::int as weekday,
        extract(hour from starts_at at time zone ${w.zone})::int as hour,
        count(*)::int as count
      from appointments
      where ${inPeriod(sql`starts_at`, w)} and status <> 'cancelada'${therapistIs(sql`therapist_id`, w)}
      group by 1, 2`,
  );
}

/**
 * Patients seen (a completed appointment) per month, split by whether that month holds their
 * first completed appointment ever; and, of those whose first visit falls in the period, how
 * many had another completed one within `returnDays`. The first visit of each patient seen is
 * one probe of the partial index on completed appointments.
 */
export async function patientVisits(db: Db, w: Window, returnDays: number) {
  // One statement: the first visits are looked up once and serve both answers.
  const all = await rows<{ month: string | null; a: number; b: number }>(
    db,
    sql`with seen as materialized (
        select distinct patient_id, ${monthOf(sql`starts_at`, w)} as month
        from appointments
        where ${inPeriod(sql`starts_at`, w)} and status = 'completada'${therapistIs(sql`therapist_id`, w)}
      ),
      firsts as materialized (
        select p.patient_id, f.first_at, ${monthOf(sql`f.first_at`, w)} as first_month
        from (select distinct patient_id from seen) p
        cross join lateral (
          select starts_at as first_at from appointments
          where patient_id = p.patient_id and status = 'completada'
          order by starts_at limit 1
        ) f
      )
      select s.month,
        count(*) filter (where f.first_month = s.month)::int as a,
        count(*) filter (where f.first_month < s.month)::int as b
      from seen s join firsts f using (patient_id)
      group by 1
      union all
      select null, count(*)::int,
        count(*) filter (where exists (
          select 1 from appointments b
          where b.patient_id = firsts.patient_id and b.status = 'completada'
            and b.starts_at > firsts.first_at
            and b.starts_at <= firsts.first_at + make_interval(days => ${returnDays}::int)
        ))::int
      from firsts
      where ${inPeriod(sql`first_at`, w)}`,
  );
  const counts = all.find((r) => r.month === null)!;
  return {
    months: all
      .filter((r) => r.month !== null)
      .map((r) => ({ month: r.month!, new: r.a, returning: r.b })),
    firstVisits: counts.a,
    cameBack: counts.b,
  };
}

/** The therapists with most appointments not cancelled in the period. */
export async function topByAppointments(db: Db, w: Window, limit: number) {
  return rows<{ therapist_id: string; name: string; last_name: string; appointments: number }>(
    db,
    sql`select t.therapist_id, u.name, u.last_name, t.appointments
      from (
        select therapist_id, count(*)::int as appointments
        from appointments
        where ${inPeriod(sql`starts_at`, w)} and status <> 'cancelada'${therapistIs(sql`therapist_id`, w)}
        group by therapist_id
        order by appointments desc
        limit ${limit}
      ) t join users u on u.id = t.therapist_id
      order by t.appointments desc, u.last_name, u.name`,
  );
}

/** The therapists with the best average of visible ratings received in the period. */
export async function topByRating(db: Db, w: Window, limit: number) {
  return rows<{
    therapist_id: string;
    name: string;
    last_name: string;
    average: number;
    ratings: number;
  }>(
    db,
    sql`select t.therapist_id, u.name, u.last_name, t.average, t.ratings
      from (
        select therapist_id, avg(stars)::float8 as average, count(*)::int as ratings
        from ratings
        where ${inPeriod(sql`created_at`, w)} and not hidden${therapistIs(sql`therapist_id`, w)}
        group by therapist_id
        order by average desc, ratings desc
        limit ${limit}
      ) t join users u on u.id = t.therapist_id
      order by t.average desc, t.ratings desc, u.last_name, u.name`,
  );
}

/** Visible ratings of the period by stars. */
export async function ratingDistribution(db: Db, w: Window) {
  return rows<{ stars: number; count: number }>(
    db,
    sql`select stars, count(*)::int as count
      from ratings
      where ${inPeriod(sql`created_at`, w)} and not hidden${therapistIs(sql`therapist_id`, w)}
      group by stars`,
  );
}

/** Views and downloads of Información per week or month (the practice's, not per therapist). */
export async function contentByBucket(db: Db, w: Window) {
  return rows<{ period: string; views: number; downloads: number }>(
    db,
    sql`select ${bucketOf(sql`created_at`, w)} as period,
        count(*) filter (where action = 'view')::int as views,
        count(*) filter (where action = 'download')::int as downloads
      from content_events
      where ${inPeriod(sql`created_at`, w)}
      group by 1`,
  );
}

/** The most viewed or downloaded items of the period. */
export async function topContent(db: Db, w: Window, limit: number) {
  return rows<{
    content_id: string;
    title: string;
    kind: string;
    views: number;
    downloads: number;
  }>(
    db,
    sql`select e.content_id, coalesce(c.title, '') as title, e.kind, e.views, e.downloads
      from (
        select content_id, min(content_kind) as kind,
          count(*) filter (where action = 'view')::int as views,
          count(*) filter (where action = 'download')::int as downloads
        from content_events
        where ${inPeriod(sql`created_at`, w)}
        group by content_id
        order by count(*) desc
        limit ${limit}
      ) e left join content_items c on c.id = e.content_id
      order by e.views + e.downloads desc, c.title`,
  );
}

/** Chat messages per week or month by the sender's role, and conversations with activity. */
export async function chatByBucket(db: Db, w: Window) {
  return rows<{
    period: string;
    from_therapists: number;
    from_patients: number;
    conversations: number;
  }>(
    db,
    sql`select ${bucketOf(sql`m.created_at`, w)} as period,
        count(*) filter (where u.role = 'Terapeuta')::int as from_therapists,
        count(*) filter (where u.role = 'Paciente')::int as from_patients,
        count(distinct m.conversation_id)::int as conversations
      from messages m join users u on u.id = m.sender_id
      where ${inPeriod(sql`m.created_at`, w)}${conversationOfTherapist(sql`m.conversation_id`, w)}
      group by 1`,
  );
}

/** Therapists for the filter, and whether an id is one. */
export async function therapists(db: Db) {
  return rows<{ id: string; name: string; last_name: string; active: boolean }>(
    db,
    sql`select id, name, last_name, active from users
      where role = 'Terapeuta' order by last_name, name`,
  );
}

export async function therapistById(db: Db, id: string) {
  const [row] = await rows<{ id: string; name: string; last_name: string }>(
    db,
    sql`select id, name, last_name from users where id = ${id}::uuid and role = 'Terapeuta'`,
  );
  return row;
}
