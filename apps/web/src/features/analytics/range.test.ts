import { describe, expect, it } from 'vitest';
import { formatChange, formatFigure, formatPeriod } from './format.ts';
import { practiceToday, presetRange } from './range.ts';

describe('analytics ranges', () => {
  it('counts the presets up to today', () => {
    expect(presetRange('last30', '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(presetRange('month', '2026-03-10')).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(presetRange('year', '2026-03-10')).toEqual({ from: '2026-01-01', to: '2026-03-10' });
  });

  it('takes today in the practice’s zone, not the device’s', () => {
    // 05:30 UTC on 1 April is still 31 March in Monterrey (UTC−6).
    expect(practiceToday(new Date('2026-04-01T05:30:00Z'))).toBe('2026-03-31');
  });
});

describe('analytics figures', () => {
  it('shows counts, rates and the rating in Mexican Spanish', () => {
    expect(formatFigure('appointments', 1234)).toBe('1,234');
    expect(formatFigure('cancellationRate', 0.125)).toBe('12.5%');
    expect(formatFigure('averageRating', 4)).toBe('4.0');
    expect(formatFigure('averageRating', null)).toBe('—');
  });

  it('compares with the previous period: percent for counts, points for rates', () => {
    expect(formatChange('appointments', 8, 4)).toEqual({ text: '+100%', direction: 'up' });
    expect(formatChange('cancellationRate', 0.1, 0.15)).toEqual({
      text: '−5.0 pts',
      direction: 'down',
    });
    expect(formatChange('messages', 3, 0)).toEqual({ text: '+3', direction: 'up' });
    expect(formatChange('averageRating', 4, null)).toBeNull();
  });

  it('names weeks by their Monday and months by name', () => {
    expect(formatPeriod('2026-03-02')).toBe('2 mar 2026');
    expect(formatPeriod('2026-03')).toBe('mar 2026');
  });
});
