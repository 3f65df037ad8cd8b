import { describe, expect, it } from 'vitest';
import { nextRange } from './weekly-hours-editor.tsx';

describe('nextRange', () => {
  it('when a day has no hours, then the first range offered is the morning', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '14:00' });
  });

  it('when a day has hours, then the next range starts an hour after the last one', () => {
    expect(nextRange([{ start: '09:00', end: '14:00' }])).toEqual({ start: '15:00', end: '17:00' });
  });

  it('when the last range ends late, then the offer never passes midnight', () => {
    expect(nextRange([{ start: '18:00', end: '23:30' }])).toEqual({ start: '23:00', end: '24:00' });
  });
});
