import { afterEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { CURRENT_USER_KEY, clearSession } from '../core/auth-store.ts';
import { guestLoader, privateLoader } from './guards.ts';

function args(path: string): LoaderFunctionArgs {
  return {
    request: new Request(`http://localhost${path}`),
    params: {},
    context: undefined,
  } as LoaderFunctionArgs;
}

function signIn(Rol: string) {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({
      token: 't',
      Rol,
      name: 'Ana',
      userName: 'Ana López',
      email: 'a@b.mx',
      id: '1',
    }),
  );
}

function redirectOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (res) {
    return (res as Response).headers.get('Location');
  }
}

afterEach(() => clearSession());

describe('privateLoader', () => {
  it('when nobody is signed in, then it goes to /login with the attempted URL', () => {
    expect(redirectOf(() => privateLoader(args('/calendar?dia=2026-11-21')))).toBe(
      '/login?returnUrl=%2Fcalendar%3Fdia%3D2026-11-21',
    );
  });

  it('when a patient opens the agenda, then they go to Mis citas with returnUrl', () => {
    signIn('Paciente');
    expect(redirectOf(() => privateLoader(args('/calendar')))).toBe(
      '/dashboard?returnUrl=%2Fcalendar',
    );
  });

  it('when a therapist opens a therapist catalogue, then it is allowed', () => {
    signIn('Terapeuta');
    expect(redirectOf(() => privateLoader(args('/therapist-catalog/biomagnetic')))).toBeNull();
  });

  it('when the stored user is not valid JSON of a user, then it counts as signed out', () => {
    localStorage.setItem(CURRENT_USER_KEY, '{"token":1}');
    expect(redirectOf(() => privateLoader(args('/dashboard')))).toBe(
      '/login?returnUrl=%2Fdashboard',
    );
  });
});

describe('guestLoader', () => {
  it('when someone signed in opens /login, then they go to their home', () => {
    signIn('Super-Admin');
    expect(redirectOf(() => guestLoader(args('/login')))).toBe('/admin-analytics');
  });
});
