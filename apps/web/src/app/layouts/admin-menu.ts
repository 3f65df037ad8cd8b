import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_RAIL, ADMIN_SUBMENU_STORAGE_KEY, type AdminMenuKey } from '@armonia/shared';

/** Spec section 9: the submenu panel reopens 150 ms after it hides. */
export const SUBMENU_REOPEN_MS = 150;

const KEYS = new Set<string>(ADMIN_RAIL.map((e) => e.key));

function sectionOf(pathname: string): AdminMenuKey | undefined {
  const entry = ADMIN_RAIL.find(
    (e) =>
      e.submenu.some((s) => pathname === s.path || pathname.startsWith(`${s.path}/`)) ||
      pathname === e.path,
  );
  return entry?.key;
}

/**
 * Which admin submenu is open. Opening one hides the panel, then shows the chosen one after
 * 150 ms and stores the choice under `submenu`; hiding closes it.
 */
export function useAdminSubmenu(pathname: string) {
  const [key, setKey] = useState<AdminMenuKey | undefined>(() => {
    const stored = localStorage.getItem(ADMIN_SUBMENU_STORAGE_KEY);
    if (stored && KEYS.has(stored)) return stored as AdminMenuKey;
    return sectionOf(pathname);
  });
  const [visible, setVisible] = useState(() => key !== undefined && key !== 'analytics');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const open = useCallback((next: AdminMenuKey) => {
    clearTimeout(timer.current);
    setVisible(false);
    localStorage.setItem(ADMIN_SUBMENU_STORAGE_KEY, next);
    timer.current = setTimeout(() => {
      setKey(next);
      setVisible(next !== 'analytics');
    }, SUBMENU_REOPEN_MS);
  }, []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(false);
  }, []);

  return { key, visible, open, hide };
}
