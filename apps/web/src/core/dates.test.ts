import { describe, expect, it } from 'vitest';
import { sameClock, zoneName } from './dates.ts';

describe('time zones as people name them', () => {
  it('names the zones of Mexico in words, never by their identifier', () => {
    expect(zoneName('America/Monterrey')).toBe('hora del centro de México');
    expect(zoneName('America/Mexico_City')).toBe('hora del centro de México');
    expect(zoneName('America/Cancun')).toBe('hora del sureste de México (Quintana Roo)');
    expect(zoneName('America/Tijuana')).toBe('hora de Baja California');
  });

  it('names another zone with the Spanish name the browser knows', () => {
    const name = zoneName('Europe/Madrid');
    expect(name).not.toContain('/');
    expect(name).toMatch(/hora/);
  });

  it('Monterrey and Mexico City read the same clock; Cancún and Tijuana do not', () => {
    const now = new Date('2026-11-24T16:00:00Z');
    expect(sameClock('America/Monterrey', 'America/Mexico_City', now)).toBe(true);
    expect(sameClock('America/Monterrey', 'America/Cancun', now)).toBe(false);
    // Tijuana keeps daylight saving time: in winter it matches Hermosillo, in summer it does not.
    expect(sameClock('America/Tijuana', 'America/Hermosillo', now)).toBe(false);
  });
});
