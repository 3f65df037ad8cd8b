import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TEXTS } from '@armonia/shared';
import { ApiError, api, errorReport } from './api-client.ts';

const envelope = (message: string, errors?: { field: string; message: string }[]) => ({
  status: 'error' as const,
  message,
  errors,
});

describe('errorReport: the spec error catalogue', () => {
  it('400 and 404 say "Lo sentimos ocurrió un error", with the server detail below', () => {
    const r = errorReport(
      new ApiError(404, envelope('El recurso solicitado no existe.')),
      {},
      false,
    );
    expect(r).toMatchObject({
      message: 'Lo sentimos ocurrió un error',
      detail: 'El recurso solicitado no existe.',
    });
    expect(errorReport(new ApiError(400, undefined), {}, false)?.message).toBe(
      'Lo sentimos ocurrió un error',
    );
  });

  it('401 at sign-in gives the wrong-credentials text', () => {
    const r = errorReport(new ApiError(401, envelope(API_TEXTS.badCredentials)), {}, false);
    expect(r?.message).toBe('Usuario o contraseña incorrectos. Por favor intente de nuevo');
    expect(r?.detail).toBeUndefined();
  });

  it('401 of a signed-in session says it expired, even for a silent call', () => {
    const r = errorReport(new ApiError(401, undefined), { silent: true }, true);
    expect(r).toMatchObject({
      message: 'Tu sesión expiró. Inicia sesión de nuevo.',
      sessionExpired: true,
    });
  });

  it('500 gives the internal-error text and never the server detail', () => {
    const r = errorReport(new ApiError(500, envelope('stack trace aquí')), {}, false);
    expect(r).toMatchObject({
      message: 'El servidor encontró un error interno y no pudo completar su solicitud',
      detail: undefined,
    });
  });

  it('any other status gives the generic text', () => {
    expect(errorReport(new ApiError(429, undefined), {}, false)?.message).toBe(
      'La solicitud falló, inténtalo de nuevo más tarde.',
    );
    expect(errorReport(new ApiError(0, undefined), {}, false)?.message).toBe(
      'La solicitud falló, inténtalo de nuevo más tarde.',
    );
  });

  it('a form that shows field errors itself gets no dialog for them', () => {
    const err = new ApiError(
      409,
      envelope('Ya existe', [{ field: 'email', message: 'Ya existe' }]),
    );
    expect(errorReport(err, { fieldErrors: true }, false)).toBeUndefined();
    expect(errorReport(err, {}, false)).toBeDefined();
  });
});

describe('answers: the client hands over what the caller reads', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** /config.json answers 404 (the defaults apply); the call itself answers `body`. */
  function answer(body: BodyInit, type: string) {
    const fetch = vi.fn((url: URL | string) =>
      Promise.resolve(
        String(url).endsWith('/config.json')
          ? new Response('', { status: 404 })
          : new Response(body, { headers: { 'content-type': type } }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
  }

  it('when the answer is {status, data}, then the caller gets data', async () => {
    answer(JSON.stringify({ status: 'success', data: { id: 'a' } }), 'application/json');
    expect(await api.get<{ id: string }>('/x')).toEqual({ id: 'a' });
  });

  it('when the caller asks for the whole answer, then it gets it (message answers, sign-in)', async () => {
    answer(JSON.stringify({ status: 'success', message: 'Listo.' }), 'application/json');
    expect(await api.post('/x', {}, { whole: true })).toEqual({
      status: 'success',
      message: 'Listo.',
    });
  });

  it('when the answer is a file, then the caller gets its Blob', async () => {
    answer('BEGIN:VCALENDAR', 'text/calendar');
    const blob = await api.get<Blob>('/x.ics');
    expect(await blob.text()).toBe('BEGIN:VCALENDAR');
  });
});
