import { describe, expect, it } from 'vitest';
import { safeReturnUrl, withReturnUrl } from './return-url.ts';

describe('safeReturnUrl', () => {
  it('keeps a path the role may open', () => {
    expect(safeReturnUrl('/calendar?vista=semana', 'Terapeuta')).toBe('/calendar?vista=semana');
  });
  it('refuses other origins and other roles’ routes', () => {
    expect(safeReturnUrl('https://malo.example/x', 'Paciente')).toBe('/dashboard');
    expect(safeReturnUrl('//malo.example', 'Paciente')).toBe('/dashboard');
    expect(safeReturnUrl('/user/users', 'Terapeuta')).toBe('/home-therapist');
    expect(safeReturnUrl(null, 'Super-Admin')).toBe('/admin-analytics');
  });
});

describe('withReturnUrl', () => {
  it('carries a directory booking through sign-up, and back to it for a patient', () => {
    const booking =
      '/directorio-terapeutas/alejandra-villarreal-cantu?agendar=2026-12-01T16:00:00.000Z';
    const signUp = withReturnUrl('/registro', booking);
    expect(signUp).toBe(`/registro?returnUrl=${encodeURIComponent(booking)}`);
    const back = new URL(signUp, 'http://x').searchParams.get('returnUrl');
    expect(safeReturnUrl(back, 'Paciente')).toBe(booking);
    expect(withReturnUrl('/login', null)).toBe('/login');
  });
});
