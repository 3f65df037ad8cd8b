import { describe, expect, it } from 'vitest';
import { clinicalAccess } from './policy.ts';

/** The decision as the API answers it: allowed, or the status it refuses with. */
const answer = (...args: Parameters<typeof clinicalAccess>) => {
  const d = clinicalAccess(...args);
  return d.ok ? 'allow' : d.status === 403 ? 'forbidden' : 'not_found';
};

describe('clinicalAccess', () => {
  const own = { ownerId: 't1' };
  it('lets the therapist who keeps the resource in', () => {
    expect(answer({ id: 't1', role: 'Terapeuta' }, own)).toBe('allow');
  });
  it('hides another therapist’s resource and a missing one as not found', () => {
    expect(answer({ id: 't2', role: 'Terapeuta' }, own)).toBe('not_found');
    expect(answer({ id: 't1', role: 'Terapeuta' }, undefined)).toBe('not_found');
  });
  it('refuses patients and Super-Admin outright, even for a resource they point at', () => {
    expect(answer({ id: 't1', role: 'Super-Admin' }, own)).toBe('forbidden');
    expect(answer({ id: 't1', role: 'Paciente' }, own)).toBe('forbidden');
  });
});
