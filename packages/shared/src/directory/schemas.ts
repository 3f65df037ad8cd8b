import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.ts';
import { isoDay, withinDays } from '../time/day-span.ts';
import { searchKey } from '../catalogues/schemas.ts';
import {
  BIO_MAX,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SLOT_DAYS,
  DIRECTORY_SORTS,
  FEE_MAX,
  PRACTICE_MODALITIES,
  STATE_CODES,
} from './constants.ts';
import { optionalText, requiredText } from '../text-fields.ts';

const fee = (label: string) =>
  z.coerce
    .number({ error: `Escribe ${label} como un número.` })
    .int(`Escribe ${label} en pesos enteros, sin centavos.`)
    .min(0, `${label[0]!.toUpperCase()}${label.slice(1)} no puede ser negativa.`)
    .max(FEE_MAX, `${label[0]!.toUpperCase()}${label.slice(1)} no puede pasar de 50,000.`);

const stateSchema = z.enum(STATE_CODES, { error: 'Elige uno de los 32 estados de México.' });

/** What the therapist (or Super-Admin) writes in the directory profile. */
export const directoryProfileBodySchema = z
  .object({
    bio: optionalText(BIO_MAX, 'La presentación no puede tener más de 2,000 caracteres.'),
    therapies: z
      .array(z.uuid('Una de las terapias elegidas no existe.'))
      .min(1, 'Elige al menos una terapia.')
      .max(12, 'Elige como máximo 12 terapias.'),
    state: stateSchema,
    city: z
      .string({ error: 'Escribe la ciudad.' })
      .trim()
      .min(2, 'Escribe la ciudad.')
      .max(80, 'La ciudad no puede tener más de 80 caracteres.'),
    modality: z.enum(PRACTICE_MODALITIES, {
      error: 'Elige presencial, en línea o ambas.',
    }),
    officeAddress: optionalText(300, 'La dirección no puede tener más de 300 caracteres.'),
    fee: fee('la tarifa'),
    currency: requiredText('Elige una moneda.', 20, 'Elige una moneda de la lista.'),
    languages: z
      .array(z.string().trim().min(1).max(20, 'Elige idiomas de la lista.'))
      .min(1, 'Elige al menos un idioma.')
      .max(8, 'Elige como máximo 8 idiomas.'),
    yearsOfPractice: z.coerce
      .number({ error: 'Escribe los años de práctica.' })
      .int('Escribe los años de práctica como número entero.')
      .min(0, 'Los años de práctica no pueden ser negativos.')
      .max(70, 'Revisa los años de práctica (máximo 70).'),
    training: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'Escribe la formación o quita la línea vacía.')
          .max(200, 'Cada formación cabe en 200 caracteres.'),
      )
      .max(20, 'Anota como máximo 20 formaciones y certificaciones.')
      .default([]),
    acceptsNewPatients: z.boolean(),
    listed: z.boolean(),
    publicListed: z.boolean(),
  })
  .refine((p) => p.modality === 'en_linea' || p.officeAddress.length > 0, {
    message:
      'Escribe la dirección del consultorio (también será el lugar de tus citas presenciales).',
    path: ['officeAddress'],
  });
export type DirectoryProfileBody = z.infer<typeof directoryProfileBodySchema>;
export type DirectoryProfileInput = z.input<typeof directoryProfileBodySchema>;

export const verificationBodySchema = z.object({
  verified: z.boolean({ error: 'Indica si el terapeuta queda verificado.' }),
  note: optionalText(500, 'La nota no puede tener más de 500 caracteres.'),
});
export type VerificationBody = z.infer<typeof verificationBodySchema>;

/** The directory's filters and sort (spec section 2, /directorio-terapeutas). */
export const directoryQuerySchema = pageQuerySchema
  .extend({
    q: optionalText(100, 'La búsqueda no puede tener más de 100 caracteres.'),
    therapy: z.uuid('Elige una terapia de la lista.').optional(),
    state: stateSchema.optional(),
    city: z.string().trim().max(80, 'La ciudad no puede tener más de 80 caracteres.').optional(),
    modality: z
      .enum(['presencial', 'en_linea'], { error: 'Elige presencial o en línea.' })
      .optional(),
    freeThisWeek: z
      .stringbool({ error: 'Indica sí o no para «Con horario libre esta semana».' })
      .optional(),
    minRating: z.coerce
      .number({ error: 'La calificación mínima va de 1 a 5.' })
      .min(1, 'La calificación mínima va de 1 a 5.')
      .max(5, 'La calificación mínima va de 1 a 5.')
      .optional(),
    feeMin: fee('la tarifa mínima').optional(),
    feeMax: fee('la tarifa máxima').optional(),
    language: z.string().trim().max(20, 'Elige un idioma de la lista.').optional(),
    sort: z.enum(DIRECTORY_SORTS, { error: 'Elige un orden de la lista.' }).default('relevance'),
    pageSize: z.coerce.number().int().min(1).max(100).default(DIRECTORY_PAGE_SIZE),
  })
  .refine((q) => q.feeMin === undefined || q.feeMax === undefined || q.feeMin <= q.feeMax, {
    message: 'La tarifa mínima no puede ser mayor que la máxima.',
    path: ['feeMin'],
  });
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

export const slugParamsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'El perfil no existe.')
    .max(120, 'El perfil no existe.'),
});

export const therapistParamsSchema = z.object({
  therapistId: z.uuid('El terapeuta no existe.'),
});

export const directorySlotsQuerySchema = withinDays(
  z.object({ from: isoDay('la fecha inicial'), to: isoDay('la fecha final') }),
  DIRECTORY_SLOT_DAYS,
);
export type DirectorySlotsQuery = z.infer<typeof directorySlotsQuerySchema>;

export const photoQuerySchema = z.object({
  size: z.enum(['64', '256'], { error: 'El tamaño es 64 o 256.' }).default('256'),
  v: z.string().max(20).optional(),
});

export const adminProfilesQuerySchema = pageQuerySchema.extend({
  q: optionalText(100, 'La búsqueda no puede tener más de 100 caracteres.'),
});
export type AdminProfilesQuery = z.infer<typeof adminProfilesQuerySchema>;

const named = z.object({ id: z.string(), name: z.string() });
const coded = z.object({ code: z.string(), name: z.string() });

/** One card of the directory. */
export const therapistCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  photoVersion: z.number().int().nullable(),
  verified: z.boolean(),
  therapies: z.array(named),
  city: z.string(),
  state: z.string(),
  modality: z.enum(PRACTICE_MODALITIES),
  fee: z.number().int(),
  currency: z.string(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** The earliest free slot within the next two weeks, as last computed. */
  nextFreeAt: z.string().nullable(),
  acceptsNewPatients: z.boolean(),
});
export type TherapistCard = z.infer<typeof therapistCardSchema>;

/** A therapist's profile page, as the viewer may see it. */
export const therapistProfileSchema = therapistCardSchema.extend({
  bio: z.string(),
  officeAddress: z.string(),
  languages: z.array(coded),
  yearsOfPractice: z.number().int(),
  training: z.array(z.string()),
  timezone: z.string(),
  sessionMinutes: z.number().int(),
  cancelNoticeHours: z.number().int(),
  /** Visible opinions per number of stars, 1 to 5. */
  distribution: z.array(z.number().int()).length(5),
  verifiedAt: z.string().nullable(),
  /** What the signed-in viewer may do; all false on the public site. */
  viewer: z.object({
    linked: z.boolean(),
    canBook: z.boolean(),
    /** Why booking is not possible, for a patient. */
    bookingNote: z.string().nullable(),
    canMessage: z.boolean(),
  }),
  /** Only for a viewer who may message the therapist (the chat addresses e-mails). */
  email: z.string().nullable(),
});
export type TherapistProfile = z.infer<typeof therapistProfileSchema>;

/** An opinion as the directory shows it: the author's first name only. */
export const directoryOpinionSchema = z.object({
  id: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type DirectoryOpinion = z.infer<typeof directoryOpinionSchema>;

export const directoryFacetsSchema = z.object({
  therapies: z.array(named),
  states: z.array(coded),
  /** Cities of the listed therapists, with their state. */
  cities: z.array(z.object({ state: z.string(), city: z.string() })),
  languages: z.array(coded),
  currencies: z.array(coded),
});
export type DirectoryFacets = z.infer<typeof directoryFacetsSchema>;

/** The editor's view: what is saved, plus the parts only the administration changes. */
export const directoryProfileEditorSchema = z.object({
  therapistId: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  photoVersion: z.number().int().nullable(),
  /** False until the profile is saved the first time (the form then shows defaults). */
  saved: z.boolean(),
  slug: z.string().nullable(),
  profile: z.object({
    bio: z.string(),
    therapies: z.array(z.string()),
    state: z.string(),
    city: z.string(),
    modality: z.enum(PRACTICE_MODALITIES),
    officeAddress: z.string(),
    fee: z.number().int(),
    currency: z.string(),
    languages: z.array(z.string()),
    yearsOfPractice: z.number().int(),
    training: z.array(z.string()),
    acceptsNewPatients: z.boolean(),
    listed: z.boolean(),
    publicListed: z.boolean(),
  }),
  verification: z.object({
    verified: z.boolean(),
    at: z.string().nullable(),
    by: z.string().nullable(),
    /** The administration's note; null for the therapist. */
    note: z.string().nullable(),
  }),
});
export type DirectoryProfileEditor = z.infer<typeof directoryProfileEditorSchema>;

/** A therapist in the administration's chooser. */
export const adminTherapistSchema = z.object({
  therapistId: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  saved: z.boolean(),
  listed: z.boolean(),
  publicListed: z.boolean(),
  verified: z.boolean(),
  slug: z.string().nullable(),
});
export type AdminTherapist = z.infer<typeof adminTherapistSchema>;

/** "Alejandra Villarreal Cantú" → "alejandra-villarreal-cantu". */
export function slugOf(name: string): string {
  return searchKey(name).replace(/\s+/g, '-').slice(0, 100).replace(/-+$/, '') || 'terapeuta';
}
