import { useCallback, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../../core/auth-store.ts';

const MAX = 8;
const listeners = new Set<() => void>();
const keyOf = (userId: string | undefined) => `armonia.busquedas.${userId ?? 'anonimo'}`;

function read(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const cache = new Map<string, { raw: string | null; list: string[] }>();
/** The same array while the stored text is the same, as useSyncExternalStore needs. */
function snapshot(key: string): string[] {
  const raw = localStorage.getItem(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.list;
  const list = read(key);
  cache.set(key, { raw, list });
  return list;
}

function write(key: string, list: string[]) {
  localStorage.setItem(key, JSON.stringify(list));
  for (const l of listeners) l();
}

/**
 * The user's last searches, kept on this device only (localStorage, per account; signing out
 * clears the storage, as the spec says).
 */
export function useRecentSearches() {
  const user = useCurrentUser();
  const key = keyOf(user?.id);
  const list = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => snapshot(key),
  );
  const remember = useCallback(
    (q: string) => {
      const text = q.trim();
      if (text.length < 2) return;
      const rest = read(key).filter(
        (r) => r.toLocaleLowerCase('es') !== text.toLocaleLowerCase('es'),
      );
      write(key, [text, ...rest].slice(0, MAX));
    },
    [key],
  );
  const clear = useCallback(() => write(key, []), [key]);
  return { list, remember, clear };
}
