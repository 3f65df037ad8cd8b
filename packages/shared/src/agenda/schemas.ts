import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.ts';
import { isoDay, withinDays } from '../time/day-span.ts';
import { APPOINTMENT_STATUSES } from './state-machine.ts';
import { optionalText } from '../text-fields.ts';

/** Monday = 1 … Sunday = 7 (ISO weekdays; the week starts on Monday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS: Record<number, string> = {
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
  7: 'Domingo',
};

const hhmm = z
  .string({ error: 'Escribe una hora.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Escribe la hora como HH:mm (24 h).');

export function minutesOfDay(t: string): number {
  const [h, m] = t.split(':').map(Number);
  return h! * 60 + m!;
}

export const timeRangeSchema = z
  .object({ start: hhmm, end: hhmm })
  .refine((r) => minutesOfDay(r.end) > minutesOfDay(r.start), {
    message: 'La hora de fin debe ser posterior a la de inicio.',
    path: ['end'],
  });
export type TimeRange = z.infer<typeof timeRangeSchema>;

const dayRanges = z
  .array(timeRangeSchema)
  .max(6, 'Un día admite hasta 6 horarios.')
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
      return sorted.every(
        (r, i) => i === 0 || minutesOfDay(r.start) >= minutesOfDay(sorted[i - 1]!.end),
      );
    },
    { message: 'Los horarios de un día no pueden encimarse.' },
  );

/** Working hours per ISO weekday ("1".."7"), in the therapist's time zone. */
export const weeklyHoursSchema = z.object({
  '1': dayRanges,
  '2': dayRanges,
  '3': dayRanges,
  '4': dayRanges,
  '5': dayRanges,
  '6': dayRanges,
  '7': dayRanges,
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  '1': [
    { start: '09:00', end: '14:00' },
    { start: '16:00', end: '19:00' },
  ],
  '2': [
    { start: '09:00', end: '14:00' },
    { start: '16:00', end: '19:00' },
  ],
  '3': [
    { start: '09:00', end: '14:00' },
    { start: '16:00', end: '19:00' },
  ],
  '4': [
    { start: '09:00', end: '14:00' },
    { start: '16:00', end: '19:00' },
  ],
  '5': [{ start: '09:00', end: '14:00' }],
  '6': [{ start: '10:00', end: '13:00' }],
  '7': [],
};

/** Where sessions may start: every 15 minutes, on the hour and half hour, or on the hour. */
export const SLOT_INTERVALS = [15, 30, 60] as const;
export type SlotInterval = (typeof SLOT_INTERVALS)[number];

/** Availability and booking policies of one therapist (edited in /therapists/profile). */
export const agendaSettingsSchema = z.object({
  weeklyHours: weeklyHoursSchema,
  sessionMinutes: z.coerce
    .number({ error: 'Escribe la duración de la sesión.' })
    .int('Usa minutos enteros.')
    .min(15, 'La sesión dura al menos 15 minutos.')
    .max(240, 'La sesión dura como máximo 240 minutos.'),
  bufferMinutes: z.coerce
    .number()
    .int('Usa minutos enteros.')
    .min(0, 'El descanso no puede ser negativo.')
    .max(120, 'El descanso es de 120 minutos como máximo.'),
  slotIntervalMinutes: z.coerce
    .number({ error: 'Elige cada cuánto pueden empezar las sesiones.' })
    .refine((v): v is SlotInterval => (SLOT_INTERVALS as readonly number[]).includes(v), {
      message: 'Elige cada 15, 30 o 60 minutos.',
    }),
  minBookingNoticeHours: z.coerce
    .number()
    .int('Usa horas enteras.')
    .min(0, 'La anticipación no puede ser negativa.')
    .max(720, 'La anticipación es de 720 horas como máximo.'),
  cancelNoticeHours: z.coerce
    .number()
    .int('Usa horas enteras.')
    .min(0, 'La anticipación no puede ser negativa.')
    .max(720, 'La anticipación es de 720 horas como máximo.'),
  maxReschedules: z.coerce
    .number()
    .int('Usa un número entero.')
    .min(0, 'El máximo no puede ser negativo.')
    .max(10, 'El máximo es 10.'),
  autoConfirm: z.boolean(),
});
export type AgendaSettings = z.infer<typeof agendaSettingsSchema>;

export const DEFAULT_AGENDA_SETTINGS: AgendaSettings = {
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  sessionMinutes: 60,
  bufferMinutes: 10,
  slotIntervalMinutes: 30,
  minBookingNoticeHours: 2,
  cancelNoticeHours: 24,
  maxReschedules: 2,
  autoConfirm: false,
};

/** The settings answer adds the zone the hours are read in (the therapist's profile zone). */
export const agendaSettingsAnswerSchema = agendaSettingsSchema.extend({ timezone: z.string() });
export type AgendaSettingsAnswer = z.infer<typeof agendaSettingsAnswerSchema>;

const isoInstant = (label: string) =>
  z.iso.datetime({ offset: true, error: `Escribe ${label} como fecha y hora válidas.` });

export const blockedPeriodBodySchema = z
  .object({
    startsAt: isoInstant('el inicio'),
    endsAt: isoInstant('el fin'),
    reason: optionalText(200, 'El motivo no puede tener más de 200 caracteres.'),
  })
  .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    message: 'El fin debe ser posterior al inicio.',
    path: ['endsAt'],
  });
export type BlockedPeriodBody = z.infer<typeof blockedPeriodBodySchema>;

export const blockedPeriodSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string(),
});
export type BlockedPeriod = z.infer<typeof blockedPeriodSchema>;

export const FREE_SLOTS_MAX_DAYS = 62;

export const freeSlotsQuerySchema = withinDays(
  z.object({
    therapistId: z.uuid('El terapeuta no existe.').optional(),
    from: isoDay('la fecha inicial'),
    to: isoDay('la fecha final'),
    /** Minutes; the therapist's session length when absent (patients always get that). */
    duration: z.coerce.number().int().min(15).max(240).optional(),
    /** The appointment being moved: its own time counts as free. */
    excludeAppointmentId: z.uuid().optional(),
  }),
  FREE_SLOTS_MAX_DAYS,
);
export type FreeSlotsQuery = z.infer<typeof freeSlotsQuerySchema>;

export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;

export const MODALITIES = ['presencial', 'en_linea'] as const;
export type Modality = (typeof MODALITIES)[number];
export const MODALITY_LABELS: Record<Modality, string> = {
  presencial: 'Presencial',
  en_linea: 'En línea',
};

const reasonSchema = optionalText(500, 'El motivo no puede tener más de 500 caracteres.');

const appointmentPlace = {
  modality: z.enum(MODALITIES, { error: 'Elige presencial o en línea.' }),
  /** Address (presencial) or video link (en línea). */
  location: optionalText(300, 'La dirección o el enlace no puede tener más de 300 caracteres.'),
};

function onlineNeedsLink(v: { modality: Modality; location: string }) {
  return v.modality !== 'en_linea' || v.location === '' || /^https:\/\/\S+$/.test(v.location);
}
const onlineLinkIssue = {
  message: 'El enlace de la videollamada debe empezar con https://',
  path: ['location'],
};

/** A therapist creates an appointment for one of their patients. */
export const createAppointmentBodySchema = z
  .object({
    patientId: z.uuid('Elige un paciente.'),
    startsAt: isoInstant('el inicio'),
    durationMinutes: z.coerce
      .number({ error: 'Escribe la duración.' })
      .int()
      .min(15, 'La cita dura al menos 15 minutos.')
      .max(240, 'La cita dura como máximo 240 minutos.'),
    ...appointmentPlace,
    reason: reasonSchema,
    notes: optionalText(2000, 'Las notas no pueden tener más de 2,000 caracteres.'),
  })
  .refine(onlineNeedsLink, onlineLinkIssue);
export type CreateAppointmentBody = z.infer<typeof createAppointmentBodySchema>;

/**
 * A patient asks for a free slot of a linked therapist, or of one found in the directory: the
 * first booking with a therapist needs the patient's consent to the record they will keep.
 */
export const bookAppointmentBodySchema = z
  .object({
    therapistId: z.uuid('Elige un terapeuta.'),
    startsAt: isoInstant('el inicio'),
    ...appointmentPlace,
    reason: reasonSchema,
    consent: z.boolean().optional(),
  })
  .refine(onlineNeedsLink, onlineLinkIssue);
export type BookAppointmentBody = z.infer<typeof bookAppointmentBodySchema>;

export const rescheduleBodySchema = z
  .object({
    startsAt: isoInstant('el nuevo inicio'),
    /** Therapists may change the length too (calendar resize); patients keep it. */
    endsAt: isoInstant('el nuevo fin').optional(),
    reason: reasonSchema,
  })
  .refine((b) => !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    message: 'El fin debe ser posterior al inicio.',
    path: ['endsAt'],
  });
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

export const statusChangeBodySchema = z.object({ reason: reasonSchema });
export type StatusChangeBody = z.infer<typeof statusChangeBodySchema>;

export const appointmentParamsSchema = z.object({ id: z.uuid('La cita no existe.') });

/** A blocked period or a waitlist entry, addressed by id. */
export const agendaItemParamsSchema = z.object({ id: z.uuid('No existe.') });

/** What a deletion answers: the id that is gone. */
export const removedSchema = z.object({ id: z.string() });
export type Removed = z.infer<typeof removedSchema>;

/** `/calendar-feed/:userId/:file`, where the file is `<token>.ics`. */
export const calendarFeedParamsSchema = z.object({
  userId: z.uuid(),
  file: z.string().regex(/^[\w-]{1,64}\.ics$/),
});

export const appointmentListQuerySchema = pageQuerySchema.extend({
  /** Range on the start time (ISO instants); both given for calendar views. */
  from: isoInstant('el inicio del rango').optional(),
  to: isoInstant('el fin del rango').optional(),
  /** upcoming: from now on, soonest first; past: before now, latest first. */
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  patientId: z.uuid().optional(),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;

export const appointmentSchema = z.object({
  id: z.string(),
  therapistId: z.string(),
  therapistName: z.string(),
  therapistEmail: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  /** The patient's portal e-mail when they have an account (to message them). */
  patientEmail: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  modality: z.enum(MODALITIES),
  location: z.string(),
  reason: z.string(),
  /** Therapist-only notes; empty for the patient. */
  notes: z.string(),
  rescheduleCount: z.number().int(),
  createdAt: z.string(),
  /** What the asking user may do now (state machine + policy). */
  can: z.object({
    confirm: z.boolean(),
    reschedule: z.boolean(),
    cancel: z.boolean(),
    complete: z.boolean(),
    noShow: z.boolean(),
    rate: z.boolean(),
  }),
  /** Why the patient may not reschedule or cancel any more, when that is the case. */
  policyNote: z.string().nullable(),
  rating: z.object({ id: z.string(), stars: z.number().int(), comment: z.string() }).nullable(),
  hasNote: z.boolean(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const historyEntrySchema = z.object({
  at: z.string(),
  actorName: z.string(),
  action: z.string(),
  fromStatus: z.enum(APPOINTMENT_STATUSES).nullable(),
  toStatus: z.enum(APPOINTMENT_STATUSES),
  fromStartsAt: z.string().nullable(),
  toStartsAt: z.string().nullable(),
  reason: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const appointmentDetailSchema = appointmentSchema.extend({
  history: z.array(historyEntrySchema),
});
export type AppointmentDetail = z.infer<typeof appointmentDetailSchema>;

/** The therapists a patient may book with (linked to them). */
export const bookableTherapistSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  sessionMinutes: z.number().int(),
  timezone: z.string(),
  photoVersion: z.number().int().nullable(),
  /** Inside this many hours before a session the patient can no longer cancel or move it online. */
  cancelNoticeHours: z.number().int(),
  /** Where in-person sessions take place when the therapist has an office. */
  officeAddress: z.string(),
});
export type BookableTherapist = z.infer<typeof bookableTherapistSchema>;

export const waitlistBodySchema = z
  .object({
    therapistId: z.uuid('Elige un terapeuta.'),
    fromDate: isoDay('la fecha inicial'),
    toDate: isoDay('la fecha final'),
  })
  .refine((w) => w.toDate >= w.fromDate, {
    message: 'La fecha final debe ser igual o posterior a la inicial.',
    path: ['toDate'],
  })
  .refine((w) => (Date.parse(w.toDate) - Date.parse(w.fromDate)) / 86_400_000 <= 90, {
    message: 'La lista de espera cubre como máximo 90 días.',
    path: ['toDate'],
  });
export type WaitlistBody = z.infer<typeof waitlistBodySchema>;

export const waitlistEntrySchema = z.object({
  id: z.string(),
  therapistId: z.string(),
  therapistName: z.string(),
  patientName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  createdAt: z.string(),
  /** Position among the therapist's active entries that cover the same dates, 1 first. */
  position: z.number().int(),
  lastOfferAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const feedUrlSchema = z.object({ url: z.string() });
export type FeedUrl = z.infer<typeof feedUrlSchema>;
