import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '@armonia/shared';
import { CURRENT_USER_KEY, parseStoredUser } from './stored-user.ts';

export { CURRENT_USER_KEY };

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: CurrentUser | null = null;
let leaving = false;

function notify() {
  for (const l of listeners) l();
}

export function getCurrentUser(): CurrentUser | null {
  const raw = localStorage.getItem(CURRENT_USER_KEY);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = parseStoredUser(raw);
  return cachedUser;
}

export function setCurrentUser(user: CurrentUser) {
  leaving = false;
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  notify();
}

/**
 * Logout and expiry: clear all local and session storage (spec section 4). `leaving` marks a
 * deliberate logout, whose own redirect to /home follows shortly.
 */
export function clearSession(opts: { leaving?: boolean } = {}) {
  leaving = opts.leaving ?? false;
  localStorage.clear();
  sessionStorage.clear();
  notify();
}

export function isLeaving(): boolean {
  return leaving;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CURRENT_USER_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribe, getCurrentUser, () => null);
}
