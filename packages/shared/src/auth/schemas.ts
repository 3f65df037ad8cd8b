import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { requiredText } from '../text-fields.ts';

export const roleSchema = z.enum(ROLES);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Version of the privacy notice (aviso de privacidad) a consent refers to. */
export const PRIVACY_NOTICE_VERSION = '2026-11';

export const emailSchema = z
  .string({ error: 'Escribe tu correo electrónico.' })
  .trim()
  .toLowerCase()
  .max(254, 'El correo electrónico es demasiado largo.')
  .pipe(z.email('Escribe un correo electrónico válido.'));

/** A Mexican or international phone as people write it; empty is allowed. */
export const phoneSchema = z
  .string()
  .trim()
  .max(20, 'El teléfono no puede tener más de 20 caracteres.')
  .regex(/^[0-9 +()-]*$/, 'El teléfono solo puede tener números, espacios y + ( ) -.');

export const newPasswordSchema = z
  .string({ error: 'Escribe una contraseña.' })
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`)
  .max(PASSWORD_MAX, `La contraseña no puede tener más de ${PASSWORD_MAX} caracteres.`);

const personNameSchema = (label: string) =>
  requiredText(
    `Escribe ${label}.`,
    80,
    `${label[0]?.toUpperCase()}${label.slice(1)} no puede tener más de 80 caracteres.`,
  );

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Escribe tu contraseña.' })
    .min(1, 'Escribe tu contraseña.')
    .max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The login answer, stored whole in the browser as `currentUser` (spec section 3). */
export const currentUserSchema = z.object({
  token: z.string(),
  Rol: roleSchema,
  name: z.string(),
  userName: z.string(),
  email: z.string(),
  id: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

function matchingPasswords<T extends { password: string; confirmPassword: string }>(v: T) {
  return v.password === v.confirmPassword;
}
const mismatch = { message: 'Las contraseñas no coinciden.', path: ['confirmPassword'] };

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Escribe tu contraseña actual.').max(PASSWORD_MAX),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, mismatch);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const recoverPasswordBodySchema = z.object({ email: emailSchema });
export type RecoverPasswordBody = z.infer<typeof recoverPasswordBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    token: z.string().min(20, 'El enlace no es válido.').max(200, 'El enlace no es válido.'),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(matchingPasswords, mismatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const signUpBodySchema = z
  .object({
    name: personNameSchema('tu nombre'),
    lastName: personNameSchema('tus apellidos'),
    email: emailSchema,
    phone: phoneSchema.optional().default(''),
    password: newPasswordSchema,
    confirmPassword: z.string(),
    acceptPrivacy: z.literal(true, {
      error: 'Debes aceptar el aviso de privacidad para crear tu cuenta.',
    }),
    privacyVersion: z.string().max(20).default(PRIVACY_NOTICE_VERSION),
  })
  .refine(matchingPasswords, mismatch);
export type SignUpBody = z.input<typeof signUpBodySchema>;
