import { redirect, type LoaderFunctionArgs } from 'react-router';
import { decideRoute } from '@armonia/shared';
import { getCurrentUser } from '../core/auth-store.ts';
import { safeReturnUrl } from '../core/return-url.ts';

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
