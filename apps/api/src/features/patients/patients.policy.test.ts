import { describe, expect, it } from 'vitest';
import { clinicalAccess } from './patients.policy.ts';

describe('clinicalAccess', () => {
  const own = { ownerId: 't1' };
  it('lets the therapist who keeps the resource in', () => {
    expect(clinicalAccess({ id: 't1', role: 'Terapeuta' }, own)).toBe('allow');
  });
  it('hides another therapist’s resource and a missing one as not found', () => {
    expect(clinicalAccess({ id: 't2', role: 'Terapeuta' }, own)).toBe('not_found');
    expect(clinicalAccess({ id: 't1', role: 'Terapeuta' }, undefined)).toBe('not_found');
  });
  it('refuses patients and Super-Admin outright, even for a resource they point at', () => {
    expect(clinicalAccess({ id: 't1', role: 'Super-Admin' }, own)).toBe('forbidden');
    expect(clinicalAccess({ id: 't1', role: 'Paciente' }, own)).toBe('forbidden');
  });
});
