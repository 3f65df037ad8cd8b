import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.ts';
import type { DueState } from './business-days.ts';

/** The four ARCO rights of the LFPDPPP. */
export const ARCO_KINDS = ['acceso', 'rectificacion', 'cancelacion', 'oposicion'] as const;
export type ArcoKind = (typeof ARCO_KINDS)[number];

export const ARCO_KIND_LABEL: Record<ArcoKind, string> = {
  acceso: 'Acceso',
  rectificacion: 'Rectificación',
  cancelacion: 'Cancelación',
  oposicion: 'Oposición',
};

export const ARCO_STATES = ['recibida', 'en_proceso', 'resuelta', 'rechazada'] as const;
export type ArcoState = (typeof ARCO_STATES)[number];

export const ARCO_STATE_LABEL: Record<ArcoState, string> = {
  recibida: 'Recibida',
  en_proceso: 'En proceso',
  resuelta: 'Resuelta',
  rechazada: 'Rechazada',
};

export const DUE_STATE_LABEL: Record<DueState, string> = {
  a_tiempo: 'A tiempo',
  por_vencer: 'Por vencer',
  vencida: 'Vencida',
};

export const newArcoRequestSchema = z.object({
  kind: z.enum(ARCO_KINDS, { error: 'Elige el tipo de solicitud.' }),
  description: z
    .string({ error: 'Describe tu solicitud.' })
    .trim()
    .min(10, 'Describe tu solicitud (al menos 10 caracteres).')
    .max(4000, 'La descripción no puede tener más de 4,000 caracteres.'),
});
export type NewArcoRequest = z.input<typeof newArcoRequestSchema>;

/** The administration moves a request on; closing it (resuelta, rechazada) needs a response. */
export const arcoUpdateSchema = z
  .object({
    status: z.enum(ARCO_STATES, { error: 'El estado no es válido.' }),
    response: z
      .string({ error: 'La respuesta debe ser texto.' })
      .trim()
      .max(4000, 'La respuesta no puede tener más de 4,000 caracteres.')
      .optional()
      .default(''),
  })
  .superRefine((v, ctx) => {
    if ((v.status === 'resuelta' || v.status === 'rechazada') && v.response.length < 10) {
      ctx.addIssue({
        code: 'custom',
        path: ['response'],
        message: 'Escribe la respuesta para el paciente (al menos 10 caracteres).',
      });
    }
  });
export type ArcoUpdate = z.input<typeof arcoUpdateSchema>;

export const arcoParamsSchema = z.object({ id: z.uuid('La solicitud no existe.') });

export const arcoListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ARCO_STATES, { error: 'El estado no es válido.' }).optional(),
});
export type ArcoListQuery = z.input<typeof arcoListQuerySchema>;

export const arcoRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ARCO_KINDS),
  description: z.string(),
  status: z.enum(ARCO_STATES),
  receivedAt: z.string(),
  /** Legal due date (yyyy-MM-dd): 20 business days after receipt. */
  dueDate: z.string(),
  /** For an open request: on time, near or overdue today; null once closed. */
  dueState: z.enum(['a_tiempo', 'por_vencer', 'vencida']).nullable(),
  response: z.string(),
  respondedAt: z.string().nullable(),
  /** The patient who filed it (what the administration sees). */
  patientName: z.string(),
  patientEmail: z.string(),
  /** Cancellation resolved: clinical data blocked until this day, then it may be deleted. */
  blockedUntil: z.string().nullable(),
});
export type ArcoRequest = z.infer<typeof arcoRequestSchema>;

export const arcoInboxSchema = z.object({
  items: z.array(arcoRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Open requests (recibida, en proceso) and how many of them are near or past due. */
  open: z.number().int(),
  dueSoon: z.number().int(),
  overdue: z.number().int(),
});
export type ArcoInbox = z.infer<typeof arcoInboxSchema>;

/** Everything the app keeps about a patient, as they download it (right of access). */
export const patientExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    lastName: z.string(),
    phone: z.string(),
    role: z.string(),
    timezone: z.string(),
    createdAt: z.string(),
  }),
  profile: z.object({ hasPhoto: z.boolean() }),
  consents: z.array(
    z.object({
      kind: z.string(),
      version: z.string(),
      acceptedAt: z.string(),
      revokedAt: z.string().nullable(),
    }),
  ),
  clinicalRecords: z.array(
    z.object({
      therapist: z.string(),
      blocked: z.object({ since: z.string(), deletableFrom: z.string() }).nullable(),
      data: z
        .object({
          name: z.string(),
          lastName: z.string(),
          birthDate: z.string().nullable(),
          sex: z.string(),
          phone: z.string(),
          email: z.string(),
          address: z.string(),
          occupation: z.string(),
          curp: z.string(),
          antecedentes: z.string(),
          allergies: z.string(),
          medication: z.string(),
          consentAt: z.string().nullable(),
          consentVersion: z.string().nullable(),
        })
        .nullable(),
      consultations: z.array(z.object({ date: z.string(), signed: z.boolean() })),
    }),
  ),
  appointments: z.array(
    z.object({
      therapist: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      status: z.string(),
      modality: z.string(),
      location: z.string(),
      reason: z.string(),
    }),
  ),
  ratings: z.array(
    z.object({
      therapist: z.string(),
      stars: z.number(),
      comment: z.string(),
      createdAt: z.string(),
    }),
  ),
  messages: z.array(
    z.object({ with: z.string(), fromMe: z.boolean(), content: z.string(), at: z.string() }),
  ),
  arcoRequests: z.array(
    z.object({
      kind: z.string(),
      description: z.string(),
      status: z.string(),
      receivedAt: z.string(),
      response: z.string(),
    }),
  ),
});
export type PatientExport = z.infer<typeof patientExportSchema>;
