import { describe, expect, it } from 'vitest';
import { lastMessageLabel } from './chat-dates.ts';

describe('when a conversation last moved', () => {
  const now = new Date(2026, 10, 23, 18, 0);
  it('today: the time; yesterday: "ayer"; before: the date, as dd/MM/yyyy', () => {
    expect(lastMessageLabel('23/11/2026 16:59:05', now)).toBe('16:59');
    expect(lastMessageLabel('22/11/2026 09:30:00', now)).toBe('ayer');
    expect(lastMessageLabel('02/10/2026 09:30:00', now)).toBe('02/10/2026');
  });
});
