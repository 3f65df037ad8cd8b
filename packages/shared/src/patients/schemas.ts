import { z } from 'zod';
import { emailSchema, phoneSchema } from '../auth/schemas.ts';
import { pageQuerySchema } from '../http/envelope.ts';
import { optionalText, requiredText } from '../text-fields.ts';

export const SEXES = ['femenino', 'masculino', 'otro', 'no_especificado'] as const;
export const SEX_LABELS: Record<(typeof SEXES)[number], string> = {
  femenino: 'Femenino',
  masculino: 'Masculino',
  otro: 'Otro',
  no_especificado: 'Prefiere no decir',
};

const text = (max: number, label: string) =>
  optionalText(max, `${label} no puede tener más de ${max.toLocaleString('es-MX')} caracteres.`);

/** CURP: 18 characters, optional (Mexico's population registry key). */
const curpSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^$|^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/, 'La CURP no tiene un formato válido.')
  .default('');

export const patientGeneralSchema = z.object({
  name: requiredText('Escribe el nombre.', 80, 'El nombre no puede tener más de 80 caracteres.'),
  lastName: requiredText(
    'Escribe los apellidos.',
    80,
    'Los apellidos no pueden tener más de 80 caracteres.',
  ),
  birthDate: z
    .union([z.literal(''), z.iso.date({ error: 'Escribe una fecha de nacimiento válida.' })])
    .default('')
    .refine((d) => d === '' || d <= new Date().toISOString().slice(0, 10), {
      message: 'La fecha de nacimiento no puede ser futura.',
    }),
  sex: z.enum(SEXES, { error: 'Elige una opción.' }).default('no_especificado'),
  phone: phoneSchema.default(''),
  email: z.union([z.literal(''), emailSchema]).default(''),
  address: text(300, 'La dirección'),
  occupation: text(120, 'La ocupación'),
  curp: curpSchema,
});

export const clinicalHistorySchema = z.object({
  antecedentes: text(5000, 'Los antecedentes'),
  allergies: text(2000, 'Las alergias'),
  medication: text(2000, 'Los medicamentos'),
});
export type ClinicalHistory = z.infer<typeof clinicalHistorySchema>;

/**
 * Creating or editing a patient record. `consent` records that the patient gave their express
 * consent to the processing of health data (LFPDPPP); without it no clinical history is kept.
 */
export const patientBodySchema = patientGeneralSchema.extend({
  clinical: clinicalHistorySchema.default({ antecedentes: '', allergies: '', medication: '' }),
  consent: z.boolean().default(false),
});
export type PatientBody = z.infer<typeof patientBodySchema>;
/** What a form may send: every field with a default may be left out. */
export type PatientBodyInput = z.input<typeof patientBodySchema>;

export const patientListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).default(''),
  includeInactive: z.coerce.boolean().default(false),
});
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;

export const patientParamsSchema = z.object({ id: z.uuid('El paciente no existe.') });

export const patientSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  active: z.boolean(),
  /** The portal account linked to the record, if the patient has one. */
  userId: z.string().nullable(),
  /** The portal account's e-mail (the chat identifier), when there is an account. */
  portalEmail: z.string().nullable(),
  /** pendiente: invited, password not set yet. */
  portal: z.enum(['sin_cuenta', 'invitado', 'activo']),
  nextAppointmentAt: z.string().nullable(),
  lastAppointmentAt: z.string().nullable(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

export const patientRecordSchema = patientSummarySchema.extend({
  birthDate: z.string(),
  sex: z.enum(SEXES),
  address: z.string(),
  occupation: z.string(),
  curp: z.string(),
  clinical: clinicalHistorySchema,
  consent: z.object({
    given: z.boolean(),
    at: z.string().nullable(),
    version: z.string().nullable(),
  }),
  createdAt: z.string(),
});
export type PatientRecord = z.infer<typeof patientRecordSchema>;

/** One pair checked in a session (from the biomagnetism list). */
export const notePairSchema = z.object({
  itemId: z.uuid('El par no existe.'),
  name: z.string().trim().max(160).default(''),
  found: z.boolean().default(true),
  applied: z.boolean().default(false),
  minutes: z.coerce.number().int().min(0).max(120, 'Como máximo 120 minutos.').default(0),
});
export const notePrescriptionSchema = z.object({
  itemId: z.uuid('El remedio no existe.'),
  name: z.string().trim().max(160).default(''),
  potency: optionalText(60, 'La potencia no puede tener más de 60 caracteres.'),
  frequency: optionalText(120, 'La frecuencia no puede tener más de 120 caracteres.'),
});

export const sessionNoteContentSchema = z.object({
  reason: text(2000, 'El motivo'),
  findings: text(5000, 'Los hallazgos'),
  pairs: z.array(notePairSchema).max(200, 'Como máximo 200 pares.').default([]),
  /** Tracking-list points checked in this session. */
  trackingChecked: z.array(z.uuid()).max(500).default([]),
  flowers: z.array(notePrescriptionSchema).max(38).default([]),
  homeopathy: z.array(notePrescriptionSchema).max(50).default([]),
  recommendations: text(5000, 'Las recomendaciones'),
  nextVisit: z
    .union([z.literal(''), z.iso.date({ error: 'Escribe una fecha válida.' })])
    .default(''),
});
export type SessionNoteContent = z.infer<typeof sessionNoteContentSchema>;

/** A note with nothing written yet: every field at its default. */
export function emptySessionNote(): SessionNoteContent {
  return sessionNoteContentSchema.parse({});
}

export const addendumBodySchema = z.object({
  text: requiredText(
    'Escribe la adenda.',
    5000,
    'La adenda no puede tener más de 5,000 caracteres.',
  ),
});
export type AddendumBody = z.infer<typeof addendumBodySchema>;

export const sessionNoteSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  appointmentStartsAt: z.string(),
  patientId: z.string(),
  content: sessionNoteContentSchema,
  /** borrador: still editable; firmada: never edited again, only addenda. */
  status: z.enum(['borrador', 'firmada']),
  signedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  addenda: z.array(
    z.object({ id: z.string(), authorName: z.string(), text: z.string(), createdAt: z.string() }),
  ),
});
export type SessionNote = z.infer<typeof sessionNoteSchema>;

export const PATIENT_TEXTS = {
  noConsent:
    'Sin el consentimiento expreso del paciente no se guarda su historia clínica. Marca el consentimiento o deja la historia en blanco.',
  emailTaken: 'Ya tienes un paciente con ese correo.',
  needsEmail: 'Agrega el correo del paciente para invitarlo al portal.',
  alreadyInvited: 'El paciente ya tiene cuenta en el portal.',
  emailBelongsToStaff: 'Ese correo pertenece a una cuenta que no es de paciente.',
  noteSigned: 'La nota ya está firmada: no se modifica. Agrega una adenda.',
  noteNotSigned: 'Firma la nota antes de agregar adendas.',
  noteNeedsAppointment: 'La nota se escribe para una cita completada.',
  noteNeedsConsent:
    'El paciente no ha dado su consentimiento para el tratamiento de datos de salud. Regístralo en su expediente antes de escribir la nota.',
  noteMissing: 'Esta cita aún no tiene nota de sesión.',
  patientMissing: 'El paciente no existe.',
  appointmentMissing: 'La cita no existe.',
  patientInactive: 'El paciente está dado de baja. Reactívalo primero.',
  itemsMissing: (listTitle: string) =>
    `Alguno de los elementos elegidos no existe en ${listTitle}.`,
  invited: 'Enviamos al paciente un correo para crear su contraseña del portal.',
  linked: 'El paciente ya tenía cuenta en el portal: quedó vinculado a tu consulta.',
} as const;

export const noteParamsSchema = z.object({ id: z.uuid('La cita no existe.') });

/** What an invitation did: created an account (and mailed a link) or linked an existing one. */
export const inviteAnswerSchema = z.object({
  outcome: z.enum(['invitado', 'vinculado']),
  message: z.string(),
  patient: patientRecordSchema,
});
export type InviteAnswer = z.infer<typeof inviteAnswerSchema>;
