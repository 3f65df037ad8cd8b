import { describe, expect, it } from 'vitest';
import { relativeTime } from './dates.ts';

describe('relativeTime', () => {
  const now = new Date('2026-11-21T20:00:00Z');
  it('speaks Spanish: "hace 5 minutos", "hace alrededor de 2 horas", "hace 3 días"', () => {
    expect(relativeTime('2026-11-21T19:55:00Z', now)).toBe('hace 5 minutos');
    expect(relativeTime('2026-11-21T18:00:00Z', now)).toBe('hace alrededor de 2 horas');
    expect(relativeTime('2026-11-18T20:00:00Z', now)).toBe('hace 3 días');
  });
});
