import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.ts';
import { optionalText } from '../text-fields.ts';

export const RATING_MAX_STARS = 5;
export const RATING_COMMENT_MAX = 1000;
/** A patient may change an opinion for this many days after writing it. */
export const RATING_EDIT_DAYS = 7;

const stars = z.coerce
  .number({ error: 'Elige de 1 a 5 estrellas.' })
  .int('Elige de 1 a 5 estrellas.')
  .min(1, 'Elige de 1 a 5 estrellas.')
  .max(RATING_MAX_STARS, 'Elige de 1 a 5 estrellas.');
const comment = optionalText(
  RATING_COMMENT_MAX,
  `El comentario no puede tener más de 1,000 caracteres.`,
);

export const newRatingBodySchema = z.object({
  appointmentId: z.uuid('La cita no existe.'),
  stars,
  comment,
});
export type NewRatingBody = z.infer<typeof newRatingBodySchema>;

export const editRatingBodySchema = z.object({ stars, comment });
export type EditRatingBody = z.infer<typeof editRatingBodySchema>;

export const hideRatingBodySchema = z.object({ hidden: z.boolean() });
export type HideRatingBody = z.infer<typeof hideRatingBodySchema>;

export const ratingParamsSchema = z.object({ id: z.uuid('La opinión no existe.') });

export const ratingListQuerySchema = pageQuerySchema.extend({
  therapistId: z.uuid().optional(),
});
export type RatingListQuery = z.infer<typeof ratingListQuerySchema>;

/** A therapist's own summary when `therapistId` is absent; everyone else names the therapist. */
export const ratingSummaryQuerySchema = z.object({
  therapistId: z.uuid('El terapeuta no existe.').optional(),
});

export const ratingSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  appointmentStartsAt: z.string(),
  therapistId: z.string(),
  therapistName: z.string(),
  /** Shown to the therapist and the administration; the public sees only the first name. */
  patientName: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the asking patient may still change it. */
  editable: z.boolean(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const ratingSummarySchema = z.object({
  therapistId: z.string(),
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A therapist who has opinions, for the administration's filter. */
export const ratedTherapistSchema = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type RatedTherapist = z.infer<typeof ratedTherapistSchema>;

export const RATING_TEXTS = {
  notYours: 'La cita no existe.',
  notCompleted: 'Solo puedes calificar una cita completada.',
  duplicate: 'Ya calificaste esta cita. Puedes editar tu opinión en Calificación y Opiniones.',
  editClosed: `Las opiniones se pueden editar durante ${RATING_EDIT_DAYS} días.`,
  notFound: 'La opinión no existe.',
  unknownTherapist: 'El terapeuta no existe.',
  therapistRequired: 'Indica el terapeuta.',
  notification: (patient: string, stars: number) =>
    `${patient} calificó su cita con ${stars} ${stars === 1 ? 'estrella' : 'estrellas'}.`,
} as const;
