import { z } from 'zod';
import { phoneSchema } from '../auth/schemas.ts';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const profileSchema = z.object({
  id: z.string(),
  Rol: z.string(),
  name: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  phone: z.string(),
  timezone: z.string(),
  photoVersion: z.number().int().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Time zones of Mexico (none of them observes daylight saving time since 2022, but Baja). */
export const MEXICO_TIMEZONES = [
  'America/Monterrey',
  'America/Mexico_City',
  'America/Merida',
  'America/Cancun',
  'America/Chihuahua',
  'America/Hermosillo',
  'America/Mazatlan',
  'America/Tijuana',
] as const;

export const updateProfileBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Escribe tu nombre.')
    .max(80, 'El nombre no puede tener más de 80 caracteres.'),
  lastName: z
    .string()
    .trim()
    .min(1, 'Escribe tus apellidos.')
    .max(80, 'Los apellidos no pueden tener más de 80 caracteres.'),
  phone: phoneSchema,
  timezone: z.enum(MEXICO_TIMEZONES, { error: 'Elige una zona horaria de México.' }),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** Another person's photo: whose, at which size, and the version that busts caches. */
export const avatarParamsSchema = z.object({ userId: z.uuid('La persona no existe.') });
export const avatarQuerySchema = z.object({
  size: z.enum(['64', '256']).default('64'),
  v: z.string().max(20).optional(),
});
