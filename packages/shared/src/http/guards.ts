import { ROLES } from '../roles.ts';
import type { CurrentUser } from '../auth/schemas.ts';
import type { ErrorEnvelope } from './envelope.ts';

/*
 * Structural checks without zod, for the code of the public site: zod alone would add about a
 * quarter to its first load. They mirror `currentUserSchema` and `errorEnvelopeSchema`; the
 * tests beside them hold both to the same shapes.
 */

const isString = (v: unknown): v is string => typeof v === 'string';

export function asCurrentUser(value: unknown): CurrentUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const fields = ['token', 'name', 'userName', 'email', 'id'] as const;
  if (!fields.every((f) => isString(v[f])) || !(ROLES as readonly unknown[]).includes(v.Rol))
    return null;
  return {
    token: v.token as string,
    Rol: v.Rol as CurrentUser['Rol'],
    name: v.name as string,
    userName: v.userName as string,
    email: v.email as string,
    id: v.id as string,
  };
}

export function asErrorEnvelope(value: unknown): ErrorEnvelope | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v.status !== 'error' || !isString(v.message)) return undefined;
  const errors = Array.isArray(v.errors)
    ? v.errors.filter(
        (e): e is { field: string; message: string } =>
          typeof e === 'object' &&
          e !== null &&
          isString((e as Record<string, unknown>).field) &&
          isString((e as Record<string, unknown>).message),
      )
    : undefined;
  return { status: 'error', message: v.message, errors };
}
