import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url.ts';

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
