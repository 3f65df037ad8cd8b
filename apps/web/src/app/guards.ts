import { redirect, type LoaderFunctionArgs } from 'react-router';
import { decideRoute, ROLE_HOME, type Role } from '@armonia/shared';
import { getCurrentUser } from '../core/auth-store.ts';

/** Every private route: signed in, and of a role that may open it (spec section 6). */
export function privateLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const decision = decideRoute(getCurrentUser()?.Rol, `${url.pathname}${url.search}`);
  if (decision.kind !== 'allow') throw redirect(decision.to);
  return null;
}

/** Sign-in and sign-up pages: someone already signed in goes to their home. */
export function guestLoader({ request }: LoaderFunctionArgs) {
  const user = getCurrentUser();
  if (!user) return null;
  const returnUrl = new URL(request.url).searchParams.get('returnUrl');
  throw redirect(safeReturnUrl(returnUrl, user.Rol));
}

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
