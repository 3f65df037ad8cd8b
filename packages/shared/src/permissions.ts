import type { Role } from './roles.ts';
import { ROLE_HOME } from './roles.ts';
import { routeForPath } from './navigation/routes.ts';

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
