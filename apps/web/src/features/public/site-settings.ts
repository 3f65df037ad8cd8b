import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { SiteSettings } from '@armonia/shared';
import { api } from '../../core/api-client.ts';

export type SiteSettingsState =
  { status: 'loading' } | { status: 'ready'; data: SiteSettings } | { status: 'error' };

// Module-level cache: the footer is on every public page, and navigating must not refetch.
let state: SiteSettingsState = { status: 'loading' };
let inFlight = false;
const listeners = new Set<() => void>();

function setState(next: SiteSettingsState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return state;
}

/** A structural check rather than the zod schema: zod would weigh more than the whole site. */
function isSiteSettings(v: unknown): v is SiteSettings {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    ['siteName', 'phone', 'email', 'address'].every((k) => typeof o[k] === 'string') &&
    Array.isArray(o.social)
  );
}

/** Fetches once; a failed attempt is retried by the next page that asks. */
function load() {
  if (state.status === 'ready' || inFlight) return;
  inFlight = true;
  if (state.status === 'error') setState({ status: 'loading' });
  api
    .get<SiteSettings>('/site/settings', { silent: true })
    .then((data) => {
      // A malformed answer is treated like a failed one, so the footer never crashes on it.
      setState(isSiteSettings(data) ? { status: 'ready', data } : { status: 'error' });
    })
    .catch(() => setState({ status: 'error' }))
    .finally(() => {
      inFlight = false;
    });
}

/**
 * Settings handed in by whoever renders the page ahead of time (the server, when it prerenders the
 * public pages): then the page is complete without asking the API.
 */
export const GivenSiteSettings = createContext<SiteSettings | null>(null);

/** Address, phone, e-mail and social links of the practice, as the administration set them. */
export function useSiteSettings(): SiteSettingsState {
  const given = useContext(GivenSiteSettings);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useEffect(() => {
    if (!given) load();
  }, [given]);
  return given ? { status: 'ready', data: given } : snapshot;
}

/** `tel:` wants digits and a leading +, not the spaces people read. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
