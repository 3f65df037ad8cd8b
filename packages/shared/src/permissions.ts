import type { Role } from './roles.ts';
import { ROLE_HOME } from './roles.ts';
import { routeForPath } from './navigation/routes.ts';

/** Permissions as `resource.action` strings, granted per role. */
const GRANTS = {
  Terapeuta: ['profile.update', 'password.change'],
  Paciente: ['profile.update', 'password.change'],
  'Super-Admin': ['profile.update', 'password.change', 'settings.update', 'users.manage'],
} as const satisfies Record<Role, readonly string[]>;

export type Permission = (typeof GRANTS)[Role][number];

export function can(role: Role | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (GRANTS[role] as readonly string[]).includes(permission);
}

export type RouteDecision =
  { kind: 'allow' } | { kind: 'login'; to: string } | { kind: 'wrong-role'; to: string };

/**
 * Whether a user may open a private URL. Nobody signed in: to /login with the URL in
 * returnUrl. Another role's route: to the user's own home, with returnUrl (never a loop,
 * since a role's home is always open to that role).
 */
export function decideRoute(role: Role | undefined, pathWithQuery: string): RouteDecision {
  const returnUrl = encodeURIComponent(pathWithQuery);
  if (!role) return { kind: 'login', to: `/login?returnUrl=${returnUrl}` };
  const pathname = pathWithQuery.split(/[?#]/)[0] ?? '/';
  const route = routeForPath(pathname);
  if (!route || route.roles.includes(role)) return { kind: 'allow' };
  return { kind: 'wrong-role', to: `${ROLE_HOME[role]}?returnUrl=${returnUrl}` };
}
