import { decideRoute, ROLE_HOME, type Role } from '@armonia/shared';

/**
 * Where to go after sign-in: the returnUrl when it is a path of this site that the role
 * may open; otherwise the role's home. Never another origin.
 */
export function safeReturnUrl(returnUrl: string | null, role: Role): string {
  if (
    !returnUrl ||
    !returnUrl.startsWith('/') ||
    returnUrl.startsWith('//') ||
    returnUrl.includes('\\')
  ) {
    return ROLE_HOME[role];
  }
  if (returnUrl.startsWith('/login') || returnUrl.startsWith('/registro')) return ROLE_HOME[role];
  return decideRoute(role, returnUrl).kind === 'allow' ? returnUrl : ROLE_HOME[role];
}

/** A sign-in or sign-up path that keeps the page to come back to, when there is one. */
export function withReturnUrl(path: string, returnUrl: string | null): string {
  return returnUrl ? `${path}?returnUrl=${encodeURIComponent(returnUrl)}` : path;
}
