import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../../core/api-client.ts';
import { clientConfig } from '../../core/config.ts';

export type Loaded<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiError | undefined; data?: T };

/**
 * One GET of the public directory API, again whenever the path or query changes (the previous
 * answer stays while the next one loads). The public site has no query cache: the app's one
 * would double its first load.
 */
export function usePublicGet<T>(path: string, query?: Record<string, string | number>) {
  const key = JSON.stringify([path, query]);
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({
    key,
    loaded: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const [p, q] = JSON.parse(key) as [string, Record<string, string | number> | undefined];
    setState((s) => ({ key, loaded: { status: 'loading', data: s.loaded.data } }));
    api
      .get<T>(p, { query: q, signal: controller.signal, silent: true })
      .then((data) => setState({ key, loaded: { status: 'ready', data } }))
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setState((s) => ({
          key,
          loaded: {
            status: 'error',
            error: err instanceof ApiError ? err : undefined,
            data: s.loaded.data,
          },
        }));
      });
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state.loaded, retry };
}

let apiBase: string | undefined;

/** The API's base address (from /config.json), for plain <img> sources. */
export function useApiBase(): string | undefined {
  const [base, setBase] = useState(apiBase);
  useEffect(() => {
    if (apiBase) return;
    void clientConfig().then((c) => {
      apiBase = c.apiBaseUrl;
      setBase(c.apiBaseUrl);
    });
  }, []);
  return base;
}
