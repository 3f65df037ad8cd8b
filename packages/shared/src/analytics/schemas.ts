import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../agenda/state-machine.ts';
import { isoDay } from '../time/day-span.ts';

/** The longest range the dashboard answers, in years. */
export const ANALYTICS_MAX_YEARS = 5;
/** Ranges up to this many days are charted by week; longer ones by month. */
export const ANALYTICS_WEEKLY_MAX_DAYS = 92;
/** A first visit followed by another within this many days counts as a patient who came back. */
export const ANALYTICS_RETURN_DAYS = 90;

const day = (label: string) =>
  z
    .string({ error: `Escribe ${label} como fecha válida (AAAA-MM-DD).` })
    .max(10, `Escribe ${label} como fecha válida (AAAA-MM-DD).`)
    .pipe(isoDay(label));

/** Days between two yyyy-MM-dd, counting both ends. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

function addYears(d: string, years: number): string {
  return `${Number(d.slice(0, 4)) + years}${d.slice(4)}`;
}

/**
 * The dashboard's filter: calendar days of the practice (both included) and, optionally, one
 * therapist. Without dates the server answers the last 30 days.
 */
export const analyticsQuerySchema = z
  .object({
    from: day('la fecha inicial').optional(),
    to: day('la fecha final').optional(),
    therapistId: z
      .string({ error: 'Elige un terapeuta de la lista.' })
      .max(36, 'Elige un terapeuta de la lista.')
      .pipe(z.uuid('Elige un terapeuta de la lista.'))
      .optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: 'Indica la fecha inicial y la final.',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    message: 'La fecha final debe ser igual o posterior a la inicial.',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || q.to < addYears(q.from, ANALYTICS_MAX_YEARS), {
    message: `El periodo no puede abarcar más de ${ANALYTICS_MAX_YEARS} años.`,
    path: ['to'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const ANALYTICS_FIGURES = [
  'appointments',
  'completed',
  'cancellationRate',
  'noShowRate',
  'newPatients',
  'activeTherapists',
  'averageRating',
  'messages',
] as const;
export type AnalyticsFigureKey = (typeof ANALYTICS_FIGURES)[number];

const figureSchema = z.object({
  key: z.enum(ANALYTICS_FIGURES),
  /** Counts are whole numbers; rates are fractions (0–1); the rating is 1–5; null: nothing to measure. */
  current: z.number().nullable(),
  previous: z.number().nullable(),
});

const statusCounts = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, z.number().int()])) as {
  [K in (typeof APPOINTMENT_STATUSES)[number]]: z.ZodNumber;
};

export const analyticsDashboardSchema = z.object({
  range: z.object({
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
    /** How the series over time are grouped: weeks start on Monday. */
    bucket: z.enum(['week', 'month']),
    timezone: z.string(),
  }),
  therapist: z.object({ id: z.string(), name: z.string() }).nullable(),
  figures: z.array(figureSchema),
  appointmentsByStatus: z.array(z.object({ period: z.string(), ...statusCounts })),
  rates: z.array(
    z.object({
      period: z.string(),
      cancellationRate: z.number().nullable(),
      noShowRate: z.number().nullable(),
    }),
  ),
  newUsers: z.array(
    z.object({
      month: z.string(),
      Terapeuta: z.number().int(),
      Paciente: z.number().int(),
      'Super-Admin': z.number().int(),
    }),
  ),
  heatmap: z.array(
    z.object({ weekday: z.number().int(), hour: z.number().int(), count: z.number().int() }),
  ),
  patientsByMonth: z.array(
    z.object({ month: z.string(), new: z.number().int(), returning: z.number().int() }),
  ),
  returning: z.object({ firstVisits: z.number().int(), cameBack: z.number().int() }),
  topByAppointments: z.array(
    z.object({ therapistId: z.string(), name: z.string(), appointments: z.number().int() }),
  ),
  topByRating: z.array(
    z.object({
      therapistId: z.string(),
      name: z.string(),
      average: z.number(),
      ratings: z.number().int(),
    }),
  ),
  ratingDistribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  content: z.array(
    z.object({ period: z.string(), views: z.number().int(), downloads: z.number().int() }),
  ),
  topContent: z.array(
    z.object({
      contentId: z.string(),
      title: z.string(),
      kind: z.string(),
      views: z.number().int(),
      downloads: z.number().int(),
    }),
  ),
  chat: z.array(
    z.object({
      period: z.string(),
      fromTherapists: z.number().int(),
      fromPatients: z.number().int(),
      conversations: z.number().int(),
    }),
  ),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

export const analyticsTherapistSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
});
export type AnalyticsTherapist = z.infer<typeof analyticsTherapistSchema>;

/** The practice's zone, the API's default one: the screen's presets count days in it too. */
export const PRACTICE_TIMEZONE = 'America/Monterrey';
