import {
  API_TEXTS,
  catalogueMessage,
  asErrorEnvelope,
  type Envelope,
  type ErrorEnvelope,
  type FieldError,
} from '@armonia/shared';
import { clearSession, getCurrentUser } from './auth-store.ts';
import { clientConfig } from './config.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorEnvelope | undefined,
  ) {
    super(body?.message ?? catalogueMessage(status));
    this.name = 'ApiError';
  }

  get fieldErrors(): FieldError[] {
    return this.body?.errors ?? [];
  }
}

/**
 * What a silent request (an upload) shows under its field when it fails: the server's first
 * field error, else its message, else `fallback` (the network failed, no answer).
 */
export function failureMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.message) : fallback;
}

export interface ErrorReport {
  status: number;
  /** The spec's catalogue message for the status. */
  message: string;
  /** What the server said, when it adds something to the catalogue message. */
  detail?: string;
  sessionExpired: boolean;
}

type Presenter = (report: ErrorReport) => void;
let presenter: Presenter | undefined;
let onSessionExpired: (() => void) | undefined;

/** The app registers how errors are shown (the "Error" dialog) and where an expired session goes. */
export function configureApiClient(opts: { present: Presenter; sessionExpired: () => void }) {
  presenter = opts.present;
  onSessionExpired = opts.sessionExpired;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** The caller shows field errors itself (forms); no dialog for an answer that has them. */
  fieldErrors?: boolean;
  /** The caller handles every error itself; no dialog at all. */
  silent?: boolean;
  /**
   * The whole JSON answer instead of its `data`: for the few answers that are not
   * `{status:"success", data}` (the spec's sign-in answer, `{status, message}` answers).
   */
  whole?: boolean;
}

/**
 * The one HTTP client: bearer token, JSON in and out, the spec's error catalogue shown in
 * a dialog, and a 401 on a signed-in session clears it and goes to sign-in. A JSON answer
 * gives its `data` (every answer is `{status:"success", data}` unless `whole` says otherwise);
 * any other answer (a file: `.ics`, CSV) gives its Blob.
 */
export async function request<T>(
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<T> {
  const { apiBaseUrl } = await clientConfig();
  const url = new URL(`${apiBaseUrl}${path}`, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  }
  const user = getCurrentUser();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (user) headers.authorization = `Bearer ${user.token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }

  let res: Response;
  try {
    res = await fetch(url, { method, headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const error = new ApiError(0, undefined);
    report(error, opts, false);
    throw error;
  }

  if (res.ok) {
    if (res.status === 204) return undefined as T;
    const type = res.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) return (await res.blob()) as T;
    return answerOf<T>(await res.json(), opts);
  }

  const error = new ApiError(res.status, asErrorEnvelope(await res.json().catch(() => undefined)));
  fail(error, opts, user !== null);
  throw error;
}

/** The `data` of a successful JSON answer, or the whole answer when the caller asks for it. */
function answerOf<T>(json: unknown, opts: Pick<RequestOptions, 'whole'>): T {
  if (opts.whole) return json as T;
  return (json as Partial<Envelope<T>> | null)?.data as T;
}

/**
 * Shows a failed call. A 401 of a signed-in session clears it and says so once, however many
 * calls were in flight when it expired.
 */
function fail(error: ApiError, opts: RequestOptions, hadSession: boolean) {
  if (error.status === 401 && hadSession) {
    if (getCurrentUser() === null) return;
    clearSession();
    report(error, opts, true);
    onSessionExpired?.();
    return;
  }
  report(error, opts, false);
}

/** What the "Error" dialog says for a failed call, or undefined when the caller shows it. */
export function errorReport(
  error: ApiError,
  opts: Pick<RequestOptions, 'silent' | 'fieldErrors'>,
  expired: boolean,
): ErrorReport | undefined {
  if (opts.silent && !expired) return undefined;
  if (opts.fieldErrors && error.fieldErrors.length > 0 && error.status < 500) return undefined;
  const message = expired ? API_TEXTS.sessionExpired : catalogueMessage(error.status);
  const detail = error.body?.message;
  return {
    status: error.status,
    message,
    detail: detail && detail !== message && error.status !== 500 ? detail : undefined,
    sessionExpired: expired,
  };
}

function report(error: ApiError, opts: RequestOptions, expired: boolean) {
  const r = errorReport(error, opts, expired);
  if (r) presenter?.(r);
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('POST', path, { ...opts, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('PUT', path, { ...opts, body: body ?? {} }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/**
 * Multipart upload with progress (fetch cannot report upload progress); same token, errors
 * and dialogs as every other call.
 */
export async function upload<T>(
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
  opts: Pick<RequestOptions, 'fieldErrors' | 'silent' | 'whole'> = {},
): Promise<T> {
  const { apiBaseUrl } = await clientConfig();
  const user = getCurrentUser();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (user) xhr.setRequestHeader('authorization', `Bearer ${user.token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => {
      const error = new ApiError(0, undefined);
      report(error, opts, false);
      reject(error);
    };
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(answerOf<T>(json, opts));
      const error = new ApiError(xhr.status, asErrorEnvelope(json));
      fail(error, opts, user !== null);
      reject(error);
    };
    xhr.send(form);
  });
}
