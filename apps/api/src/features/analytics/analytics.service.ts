import {
  ANALYTICS_RETURN_DAYS,
  ANALYTICS_TEXTS,
  ANALYTICS_WEEKLY_MAX_DAYS,
  APPOINTMENT_STATUSES,
  daysInRange,
  type AnalyticsDashboard,
  type AnalyticsQuery,
  type AnalyticsTherapist,
} from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import {
  addDays,
  DEFAULT_TIMEZONE,
  isoWeekday,
  localDay,
  zonedTimeToUtc,
} from '../../core/time.ts';
import { displayName } from '../../core/users.ts';
import * as repo from './analytics.repository.ts';

export interface AnalyticsServiceDeps {
  db: Db;
  now?: () => Date;
  /** The practice's zone: days, weeks, months and hours are counted in it. */
  zone?: string;
}

const TOP = 10;
const DEFAULT_DAYS = 30;

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Labels of every week (its Monday) or month between two days, so empty ones show as zero. */
export function periodsBetween(from: string, to: string, bucket: 'week' | 'month'): string[] {
  const out: string[] = [];
  if (bucket === 'week') {
    for (let d = addDays(from, 1 - isoWeekday(from)); d <= to; d = addDays(d, 7)) out.push(d);
    return out;
  }
  let [y, m] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const label = `${y}-${String(m).padStart(2, '0')}`;
    out.push(label);
    if (label >= last) return out;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/**
 * The period a query asks for (the last 30 days without dates), the one of the same length just
 * before it, how its series are grouped, and the instants the queries compare with.
 */
export function periodOf(query: AnalyticsQuery, now: Date, zone: string) {
  const to = query.to ?? localDay(now, zone);
  const from = query.from ?? addDays(to, 1 - DEFAULT_DAYS);
  const days = daysInRange(from, to);
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(from, -days);
  const bucket: 'week' | 'month' = days <= ANALYTICS_WEEKLY_MAX_DAYS ? 'week' : 'month';
  const window: repo.Window = {
    previousStart: zonedTimeToUtc(previousFrom, 0, zone),
    start: zonedTimeToUtc(from, 0, zone),
    end: zonedTimeToUtc(addDays(to, 1), 0, zone),
    zone,
    bucket,
    therapistId: query.therapistId ?? null,
  };
  return { from, to, previousFrom, previousTo, bucket, window };
}

/** The administration's dashboard (docs/decisions/0018-analytics.md). */
export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const zone = deps.zone ?? DEFAULT_TIMEZONE;

  async function dashboard(query: AnalyticsQuery): Promise<AnalyticsDashboard> {
    const { from, to, previousFrom, previousTo, bucket, window: w } = periodOf(query, now(), zone);

    let therapist: AnalyticsDashboard['therapist'] = null;
    if (query.therapistId) {
      const row = await repo.therapistById(db, query.therapistId);
      if (!row) {
        throw AppError.badField('therapistId', ANALYTICS_TEXTS.unknownTherapist);
      }
      therapist = { id: row.id, name: displayName({ name: row.name, lastName: row.last_name }) };
    }

    const [
      appts,
      patients,
      rating,
      messages,
      byBucket,
      users,
      heat,
      visits,
      topAppts,
      topRating,
      stars,
      content,
      topContent,
      chat,
    ] = await Promise.all([
      repo.appointmentFigures(db, w),
      repo.newPatients(db, w),
      repo.averageRatings(db, w),
      repo.messageCounts(db, w),
      repo.appointmentsByBucket(db, w),
      repo.newUsersByMonth(db, w),
      repo.busyHours(db, w),
      repo.patientVisits(db, w, ANALYTICS_RETURN_DAYS),
      repo.topByAppointments(db, w, TOP),
      repo.topByRating(db, w, TOP),
      repo.ratingDistribution(db, w),
      repo.contentByBucket(db, w),
      repo.topContent(db, w, TOP),
      repo.chatByBucket(db, w),
    ]);

    const cancellation = (c: repo.PeriodCounts) => rate(c.cancelled, c.appointments);
    const noShow = (c: repo.PeriodCounts) => rate(c.noShow, c.completed + c.noShow);
    const round = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
    const figures: AnalyticsDashboard['figures'] = [
      {
        key: 'appointments',
        current: appts.current.appointments,
        previous: appts.previous.appointments,
      },
      { key: 'completed', current: appts.current.completed, previous: appts.previous.completed },
      {
        key: 'cancellationRate',
        current: cancellation(appts.current),
        previous: cancellation(appts.previous),
      },
      { key: 'noShowRate', current: noShow(appts.current), previous: noShow(appts.previous) },
      { key: 'newPatients', current: patients.current, previous: patients.previous },
      {
        key: 'activeTherapists',
        current: appts.current.activeTherapists,
        previous: appts.previous.activeTherapists,
      },
      { key: 'averageRating', current: round(rating.current), previous: round(rating.previous) },
      { key: 'messages', current: messages.current, previous: messages.previous },
    ];

    const periods = periodsBetween(from, to, bucket);
    const months = periodsBetween(from, to, 'month');
    const zeroStatuses = () =>
      Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, 0])) as Record<
        (typeof APPOINTMENT_STATUSES)[number],
        number
      >;
    const appointmentsByStatus = periods.map((period) => {
      const counts = zeroStatuses();
      for (const r of byBucket) {
        if (r.period === period) counts[r.status as keyof typeof counts] = r.count;
      }
      return { period, ...counts };
    });
    const rates = appointmentsByStatus.map((p) => {
      const total = APPOINTMENT_STATUSES.reduce((n, s) => n + p[s], 0);
      return {
        period: p.period,
        cancellationRate: rate(p.cancelada, total),
        noShowRate: rate(p.no_asistio, p.completada + p.no_asistio),
      };
    });
    const newUsers = months.map((month) => {
      const of = (role: string) =>
        users.find((u) => u.month === month && u.role === role)?.count ?? 0;
      return {
        month,
        Terapeuta: of('Terapeuta'),
        Paciente: of('Paciente'),
        'Super-Admin': of('Super-Admin'),
      };
    });
    const heatmap = heat
      .map((h) => ({ weekday: h.weekday, hour: h.hour, count: h.count }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
    const patientsByMonth = months.map((month) => {
      const r = visits.months.find((v) => v.month === month);
      return { month, new: r?.new ?? 0, returning: r?.returning ?? 0 };
    });
    const name = (r: { name: string; last_name: string }) =>
      displayName({ name: r.name, lastName: r.last_name });

    return {
      range: { from, to, previousFrom, previousTo, bucket, timezone: zone },
      therapist,
      figures,
      appointmentsByStatus,
      rates,
      newUsers,
      heatmap,
      patientsByMonth,
      returning: { firstVisits: visits.firstVisits, cameBack: visits.cameBack },
      topByAppointments: topAppts.map((r) => ({
        therapistId: r.therapist_id,
        name: name(r),
        appointments: r.appointments,
      })),
      topByRating: topRating.map((r) => ({
        therapistId: r.therapist_id,
        name: name(r),
        average: Math.round(r.average * 100) / 100,
        ratings: r.ratings,
      })),
      ratingDistribution: [1, 2, 3, 4, 5].map((s) => ({
        stars: s,
        count: stars.find((r) => r.stars === s)?.count ?? 0,
      })),
      content: periods.map((period) => {
        const r = content.find((c) => c.period === period);
        return { period, views: r?.views ?? 0, downloads: r?.downloads ?? 0 };
      }),
      topContent: topContent.map((r) => ({
        contentId: r.content_id,
        title: r.title,
        kind: r.kind,
        views: r.views,
        downloads: r.downloads,
      })),
      chat: periods.map((period) => {
        const r = chat.find((c) => c.period === period);
        return {
          period,
          fromTherapists: r?.from_therapists ?? 0,
          fromPatients: r?.from_patients ?? 0,
          conversations: r?.conversations ?? 0,
        };
      }),
    };
  }

  async function therapists(): Promise<AnalyticsTherapist[]> {
    return (await repo.therapists(db)).map((r) => ({
      id: r.id,
      name: displayName({ name: r.name, lastName: r.last_name }),
      active: r.active,
    }));
  }

  return { dashboard, therapists };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
