import { asCurrentUser, type CurrentUser } from '@armonia/shared';

/** Storage key of the signed-in user, as the spec names it. */
export const CURRENT_USER_KEY = 'currentUser';

/**
 * The signed-in user kept in storage, or null when there is none or it is not one. Apart from
 * the session store so the prerendered pages' script reads it without React.
 */
export function parseStoredUser(raw: string | null): CurrentUser | null {
  if (!raw) return null;
  try {
    return asCurrentUser(JSON.parse(raw));
  } catch {
    return null;
  }
}
