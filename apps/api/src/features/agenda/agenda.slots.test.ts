import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY_HOURS, type WeeklyHours } from '@armonia/shared';
import { freeSlots, intervalProblem, type SlotRules } from './agenda.slots.ts';

const none: WeeklyHours = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] };
const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  zone: 'America/Monterrey',
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  bufferMinutes: 0,
  slotIntervalMinutes: 60,
  earliest: new Date('2026-01-01T00:00:00Z'),
  busy: [],
  blocked: [],
  ...over,
});
const iso = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());

describe('free slots', () => {
  // 2026-12-07 is a Monday.
  it('follows the working ranges of the weekday, in the therapist zone (Monterrey, UTC-6)', () => {
    const slots = freeSlots('2026-12-07', '2026-12-07', 60, rules());
    expect(iso(slots)).toEqual([
      '2026-12-07T15:00:00.000Z',
      '2026-12-07T16:00:00.000Z',
      '2026-12-07T17:00:00.000Z',
      '2026-12-07T18:00:00.000Z',
      '2026-12-07T19:00:00.000Z',
      '2026-12-07T22:00:00.000Z',
      '2026-12-07T23:00:00.000Z',
      '2026-12-08T00:00:00.000Z',
    ]);
  });

  it.each([
    ['America/Mexico_City', '2026-07-06T15:00:00.000Z'],
    ['America/Cancun', '2026-07-06T14:00:00.000Z'],
    ['America/Hermosillo', '2026-07-06T16:00:00.000Z'],
    ['America/Chihuahua', '2026-07-06T15:00:00.000Z'],
    ['America/Mazatlan', '2026-07-06T16:00:00.000Z'],
    // Tijuana keeps the US daylight saving time: UTC-7 in July, UTC-8 in December.
    ['America/Tijuana', '2026-07-06T16:00:00.000Z'],
  ])('09:00 on a July Monday in %s is %s (no DST in Mexico since 2022)', (zone, first) => {
    const slots = freeSlots('2026-07-06', '2026-07-06', 60, rules({ zone }));
    expect(slots[0]!.start.toISOString()).toBe(first);
  });

  it('Tijuana in winter is UTC-8', () => {
    const slots = freeSlots('2026-12-07', '2026-12-07', 60, rules({ zone: 'America/Tijuana' }));
    expect(slots[0]!.start.toISOString()).toBe('2026-12-07T17:00:00.000Z');
  });

  it('a range up to 24:00 ends at the next midnight; a day starting at 00:00 starts there', () => {
    const weeklyHours = {
      ...none,
      '1': [{ start: '22:00', end: '24:00' }],
      '2': [{ start: '00:00', end: '01:00' }],
    };
    const slots = freeSlots('2026-12-07', '2026-12-08', 60, rules({ weeklyHours }));
    expect(iso(slots)).toEqual([
      '2026-12-08T04:00:00.000Z',
      '2026-12-08T05:00:00.000Z',
      '2026-12-08T06:00:00.000Z',
    ]);
  });

  it('steps by session plus buffer and keeps the buffer around other appointments', () => {
    const weeklyHours = { ...none, '1': [{ start: '09:00', end: '13:00' }] };
    const base = freeSlots(
      '2026-12-07',
      '2026-12-07',
      50,
      rules({ weeklyHours, bufferMinutes: 10 }),
    );
    expect(iso(base)).toEqual([
      '2026-12-07T15:00:00.000Z',
      '2026-12-07T16:00:00.000Z',
      '2026-12-07T17:00:00.000Z',
      '2026-12-07T18:00:00.000Z',
    ]);
    // Someone booked 10:55-11:30 by hand: 10:00 (ends 10:50, buffer to 11:00) and 11:00 clash.
    const busy = [
      { start: new Date('2026-12-07T16:55:00Z'), end: new Date('2026-12-07T17:30:00Z') },
    ];
    const slots = freeSlots(
      '2026-12-07',
      '2026-12-07',
      50,
      rules({ weeklyHours, bufferMinutes: 10, busy }),
    );
    expect(iso(slots)).toEqual(['2026-12-07T15:00:00.000Z', '2026-12-07T18:00:00.000Z']);
  });

  it('leaves out blocked periods and everything before the earliest start', () => {
    const blocked = [
      { start: new Date('2026-12-07T15:00:00Z'), end: new Date('2026-12-07T17:00:00Z') },
    ];
    const earliest = new Date('2026-12-07T18:30:00Z');
    const slots = freeSlots('2026-12-07', '2026-12-07', 60, rules({ blocked, earliest }));
    expect(iso(slots)).toEqual([
      '2026-12-07T19:00:00.000Z',
      '2026-12-07T22:00:00.000Z',
      '2026-12-07T23:00:00.000Z',
      '2026-12-08T00:00:00.000Z',
    ]);
  });

  it('a Sunday without ranges has no slots', () => {
    expect(freeSlots('2026-12-06', '2026-12-06', 60, rules())).toEqual([]);
  });
});

describe('slots start where people expect them', () => {
  // 2026-12-07 is a Monday; Monterrey is UTC-6, so 09:00 there is 15:00Z.
  const monday = { ...none, '1': DEFAULT_WEEKLY_HOURS['1'] };
  const local = (slots: { start: Date }[]) =>
    slots.map((s) =>
      new Intl.DateTimeFormat('es-MX', {
        timeZone: 'America/Monterrey',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(s.start),
    );
  const day = (over: Partial<SlotRules>, duration = 60) =>
    local(freeSlots('2026-12-07', '2026-12-07', duration, rules({ weeklyHours: monday, ...over })));

  it('a 60-minute session and a 10-minute break: on the hour and half hour, never 10:10 or 11:20', () => {
    expect(day({ bufferMinutes: 10, slotIntervalMinutes: 30 })).toEqual([
      '09:00',
      '10:30',
      '12:00',
      '16:00',
      '17:30',
    ]);
  });

  it('every 15 minutes the break costs a quarter hour; every 60, a whole hour', () => {
    expect(day({ bufferMinutes: 10, slotIntervalMinutes: 15 })).toEqual([
      '09:00',
      '10:15',
      '11:30',
      '12:45',
      '16:00',
      '17:15',
    ]);
    expect(day({ bufferMinutes: 10, slotIntervalMinutes: 60 })).toEqual([
      '09:00',
      '11:00',
      '13:00',
      '16:00',
      '18:00',
    ]);
  });

  it('hours that begin off the grid start at its next time', () => {
    const weeklyHours = { ...none, '1': [{ start: '09:10', end: '12:00' }] };
    expect(day({ weeklyHours, slotIntervalMinutes: 30 })).toEqual(['09:30', '10:30']);
  });

  it('an appointment booked by hand: the next start is the first allowed one clear of it and its break', () => {
    // 10:00–11:00 local, with a 10-minute break on both sides.
    const busy = [
      { start: new Date('2026-12-07T16:00:00Z'), end: new Date('2026-12-07T17:00:00Z') },
    ];
    expect(day({ bufferMinutes: 10, slotIntervalMinutes: 30, busy })).toEqual([
      '11:30',
      '13:00',
      '16:00',
      '17:30',
    ]);
  });

  it('a blocked period moves the next start past it, still on the grid', () => {
    // 10:15–11:45 local.
    const blocked = [
      { start: new Date('2026-12-07T16:15:00Z'), end: new Date('2026-12-07T17:45:00Z') },
    ];
    expect(day({ slotIntervalMinutes: 30, blocked })).toEqual([
      '09:00',
      '12:00',
      '13:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
  });

  it('the booking notice moves the first start to the next allowed time', () => {
    // Now plus notice: 10:05 local.
    const earliest = new Date('2026-12-07T16:05:00Z');
    expect(day({ bufferMinutes: 10, slotIntervalMinutes: 30, earliest })).toEqual([
      '10:30',
      '12:00',
      '16:00',
      '17:30',
    ]);
  });

  it('at the day edges: a session never runs past midnight, and the next day starts at 00:00', () => {
    const weeklyHours = {
      ...none,
      '1': [{ start: '22:00', end: '24:00' }],
      '2': [{ start: '00:00', end: '01:00' }],
    };
    const r = rules({ weeklyHours, bufferMinutes: 10, slotIntervalMinutes: 30 });
    expect(iso(freeSlots('2026-12-07', '2026-12-08', 45, r))).toEqual([
      '2026-12-08T04:00:00.000Z',
      '2026-12-08T05:00:00.000Z',
      '2026-12-08T06:00:00.000Z',
    ]);
    // From 23:10 on Monday nothing fits before midnight; Tuesday still opens at 00:00.
    const late = rules({
      weeklyHours,
      bufferMinutes: 10,
      slotIntervalMinutes: 30,
      earliest: new Date('2026-12-08T05:10:00Z'),
    });
    expect(iso(freeSlots('2026-12-07', '2026-12-08', 45, late))).toEqual([
      '2026-12-08T06:00:00.000Z',
    ]);
  });
});

describe('a freely chosen interval', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const at = (start: string, minutes: number) => ({
    start: new Date(start),
    end: new Date(new Date(start).getTime() + minutes * 60_000),
  });

  it('inside a working range and free: accepted, at any minute', () => {
    expect(
      intervalProblem(at('2026-12-07T15:15:00Z', 45), rules({ earliest: now }), now),
    ).toBeNull();
  });

  it('names the problem: past, outside the range, across two ranges, blocked, taken', () => {
    const r = rules({ earliest: now });
    expect(intervalProblem(at('2026-11-30T15:00:00Z', 60), r, now)).toBe('past');
    expect(intervalProblem(at('2026-12-07T14:30:00Z', 60), r, now)).toBe('outside');
    expect(intervalProblem(at('2026-12-07T19:30:00Z', 60), r, now)).toBe('outside');
    const blocked = [
      { start: new Date('2026-12-07T00:00:00Z'), end: new Date('2026-12-08T00:00:00Z') },
    ];
    expect(
      intervalProblem(at('2026-12-07T15:00:00Z', 60), rules({ earliest: now, blocked }), now),
    ).toBe('blocked');
    const busy = [
      { start: new Date('2026-12-07T15:30:00Z'), end: new Date('2026-12-07T16:30:00Z') },
    ];
    expect(
      intervalProblem(at('2026-12-07T15:00:00Z', 60), rules({ earliest: now, busy }), now),
    ).toBe('taken');
  });

  it('before the booking notice: notice', () => {
    const r = rules({ earliest: new Date('2026-12-07T18:00:00Z') });
    expect(intervalProblem(at('2026-12-07T15:00:00Z', 60), r, now)).toBe('notice');
  });
});
