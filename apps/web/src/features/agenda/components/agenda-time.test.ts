import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY_HOURS, STATUS_COLORS, type WeeklyHours } from '@armonia/shared';
import {
  isoToCalendarWeekday,
  localDateTimeToIso,
  readableTextColor,
  timeChoices,
  toBusinessHours,
  visibleTimeRange,
} from './agenda-time.ts';

const EMPTY: WeeklyHours = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] };

describe('toBusinessHours', () => {
  it('when Monday is ISO 1 and Sunday ISO 7, then FullCalendar gets 1 and 0', () => {
    expect(isoToCalendarWeekday(1)).toBe(1);
    expect(isoToCalendarWeekday(6)).toBe(6);
    expect(isoToCalendarWeekday(7)).toBe(0);
  });

  it('when a day has a break, then each range is its own block on that weekday', () => {
    const blocks = toBusinessHours(DEFAULT_WEEKLY_HOURS);
    expect(blocks).not.toBe(false);
    const monday = (blocks as Exclude<typeof blocks, false>).filter((b) =>
      b.daysOfWeek.includes(1),
    );
    expect(monday).toEqual([
      { daysOfWeek: [1], startTime: '09:00', endTime: '14:00' },
      { daysOfWeek: [1], startTime: '16:00', endTime: '19:00' },
    ]);
  });

  it('when only Sunday has hours, then the block is on day 0', () => {
    const hours = { ...EMPTY, '7': [{ start: '10:00', end: '12:00' }] };
    expect(toBusinessHours(hours)).toEqual([
      { daysOfWeek: [0], startTime: '10:00', endTime: '12:00' },
    ]);
  });

  it('when there are no hours at all, then the whole week is outside working hours', () => {
    expect(toBusinessHours(EMPTY)).toBe(false);
  });
});

describe('visibleTimeRange', () => {
  it('when hours are 09–19, then the grid shows 07–21 at least', () => {
    expect(visibleTimeRange(DEFAULT_WEEKLY_HOURS)).toEqual({
      slotMinTime: '07:00:00',
      slotMaxTime: '21:00:00',
    });
  });

  it('when hours start early and end late, then the grid adds an hour either side', () => {
    const hours = { ...EMPTY, '2': [{ start: '06:30', end: '22:00' }] };
    expect(visibleTimeRange(hours)).toEqual({ slotMinTime: '05:00:00', slotMaxTime: '23:00:00' });
  });

  it('when an appointment lies outside the hours, then the grid still shows it', () => {
    const late = { start: new Date(2026, 4, 12, 22, 30), end: new Date(2026, 4, 12, 23, 15) };
    expect(visibleTimeRange(DEFAULT_WEEKLY_HOURS, [late]).slotMaxTime).toBe('24:00:00');
  });
});

describe('readableTextColor', () => {
  it('when the colour is dark, then text is white; when it is light amber, then black', () => {
    expect(readableTextColor(STATUS_COLORS.confirmada.hex)).toBe('#ffffff');
    expect(readableTextColor(STATUS_COLORS.no_asistio.hex)).toBe('#ffffff');
    expect(readableTextColor('#fcc419')).toBe('#000000');
  });

  it('every state colour is dark enough for white text', () => {
    for (const { hex } of Object.values(STATUS_COLORS)) {
      expect(readableTextColor(hex)).toBe('#ffffff');
    }
  });
});

describe('pickers', () => {
  it('when steps are 30 minutes, then choices run from 00:00 to 24:00', () => {
    const c = timeChoices(30);
    expect(c[0]).toBe('00:00');
    expect(c.at(-1)).toBe('24:00');
    expect(c).toHaveLength(49);
  });

  it('when a picker gives local wall-clock text, then it becomes the same instant in ISO', () => {
    expect(localDateTimeToIso('2026-05-12 10:00:00')).toBe(
      new Date(2026, 4, 12, 10, 0, 0).toISOString(),
    );
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('nada')).toBeNull();
  });
});
