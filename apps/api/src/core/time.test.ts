import { describe, expect, it } from 'vitest';
import { dayMonthYearSeconds, dayMonthYearTime, longDay } from './time.ts';

describe('dates in the user zone', () => {
  const instant = new Date('2026-11-22T02:05:09Z');
  it('formats registerDate as dd/MM/yyyy HH:mm in Monterrey (UTC-6, no DST)', () => {
    expect(dayMonthYearTime(instant, 'America/Monterrey')).toBe('21/11/2026 20:05');
  });
  it('formats chat dates as dd/MM/yyyy HH:mm:ss, crossing the day edge in Cancún (UTC-5)', () => {
    expect(dayMonthYearSeconds(instant, 'America/Cancun')).toBe('21/11/2026 21:05:09');
    expect(dayMonthYearSeconds(new Date('2026-11-22T05:30:00Z'), 'America/Cancun')).toBe(
      '22/11/2026 00:30:00',
    );
  });
});

describe('calendar days', () => {
  it('reads a day the same whatever the server zone', () => {
    expect(longDay('2026-12-01')).toBe('1 de diciembre de 2026');
    expect(longDay('2026-12-31')).toBe('31 de diciembre de 2026');
  });
});
