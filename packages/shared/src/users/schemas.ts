import { z } from 'zod';
import { emailSchema as email } from '../auth/schemas.ts';
import { pageQuerySchema } from '../http/envelope.ts';
import { ROLES } from '../roles.ts';
import { moduleKeySchema } from './modules.ts';
import { USERS_TEXTS as T } from './texts.ts';

const roleSchema = z.enum(ROLES, T.unknownRole);

export const USER_STATES = ['activo', 'inactivo'] as const;
export const USER_SORTS = ['nombre', 'correo', 'ultimo_acceso', 'alta'] as const;

export const usersQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100, T.searchTooLong).default(''),
  role: roleSchema.optional(),
  state: z.enum(USER_STATES, 'Elige un estado: activo o inactivo.').optional(),
  sort: z.enum(USER_SORTS, 'Elige un orden de la lista.').default('nombre'),
  dir: z.enum(['asc', 'desc'], 'Elige un sentido: asc o desc.').default('asc'),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const userParamsSchema = z.object({ id: z.uuid(T.invalidId) });

const name = z.string().trim().min(1, T.nameRequired).max(100, T.nameTooLong);
const lastName = z.string().trim().max(100, T.lastNameTooLong).default('');

export const userBodySchema = z.object({ name, lastName, email, role: roleSchema });
export type UserBody = z.input<typeof userBodySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  /** Invited and the password not chosen yet. */
  invited: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  label: z.string(),
  actor: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type UserHistoryEntry = z.infer<typeof userHistoryEntrySchema>;

export const userDetailSchema = adminUserSchema.extend({
  history: z.array(userHistoryEntrySchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const accessParamsSchema = z.object({ therapistId: z.uuid(T.notTherapist) });

export const moduleAccessSchema = z.object({
  key: z.string(),
  label: z.string(),
  group: z.string(),
  allowed: z.boolean(),
  until: z.string().nullable(),
  /** Allowed now: allowed and not past `until`. */
  open: z.boolean(),
});
export type ModuleAccess = z.infer<typeof moduleAccessSchema>;

export const therapistAccessSchema = z.object({
  therapist: adminUserSchema,
  modules: z.array(moduleAccessSchema),
});
export type TherapistAccess = z.infer<typeof therapistAccessSchema>;

export const accessBodySchema = z.object({
  modules: z
    .array(
      z.object({
        key: moduleKeySchema,
        allowed: z.boolean(),
        until: z.iso.datetime({ offset: true, message: 'Escribe una fecha válida.' }).nullable(),
      }),
    )
    .max(500, 'Demasiados módulos en una sola solicitud.'),
});
export type AccessBody = z.infer<typeof accessBodySchema>;
