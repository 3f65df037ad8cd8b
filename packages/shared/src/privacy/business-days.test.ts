import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  arcoDueDate,
  businessDaysBetween,
  dueState,
  isBusinessDay,
  mexicanRestDays,
} from './business-days.ts';

describe('official rest days (LFT art. 74)', () => {
  it('lists the fixed and the Monday holidays of 2026', () => {
    expect([...mexicanRestDays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-02-02', // first Monday of February
      '2026-03-16', // third Monday of March
      '2026-05-01',
      '2026-09-16',
      '2026-11-16', // third Monday of November
      '2026-12-25',
    ]);
  });

  it('adds 1 December only in the years the federal executive changes hands', () => {
    expect(mexicanRestDays(2024).has('2024-12-01')).toBe(true);
    expect(mexicanRestDays(2030).has('2030-12-01')).toBe(true);
    expect(mexicanRestDays(2026).has('2026-12-01')).toBe(false);
  });

  it('finds the Monday holidays when the month starts on a Monday', () => {
    // February 2027 starts on a Monday; March 2027 on a Monday too.
    expect(mexicanRestDays(2027).has('2027-02-01')).toBe(true);
    expect(mexicanRestDays(2027).has('2027-03-15')).toBe(true);
  });
});

describe('business days', () => {
  it('are Monday to Friday except the rest days', () => {
    expect(isBusinessDay('2026-11-25')).toBe(true); // Wednesday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-16')).toBe(false); // Revolution day, a Monday
    expect(isBusinessDay('2026-12-25')).toBe(false); // Friday, Christmas
  });

  it('counts from the next day and skips weekends', () => {
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday -> Monday
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30'); // Saturday -> Monday
  });

  it('gives the ARCO due date 20 business days after receipt, holidays skipped', () => {
    // Received Wednesday 25 Nov 2026: December has 23 weekdays to the 25th (a holiday).
    expect(arcoDueDate('2026-11-25')).toBe('2026-12-23');
    // Received Friday 11 Dec 2026: 25 Dec and 1 Jan fall inside the term.
    expect(arcoDueDate('2026-12-11')).toBe('2027-01-12');
    // Received Wednesday 21 Jan 2026: the first Monday of February (2 Feb) is skipped.
    expect(arcoDueDate('2026-01-21')).toBe('2026-02-19');
    // A plain month without holidays: 20 weekdays are exactly four weeks.
    expect(arcoDueDate('2026-06-03')).toBe('2026-07-01');
  });

  it('counts the business days between two days both ways', () => {
    expect(businessDaysBetween('2026-11-25', '2026-11-25')).toBe(0);
    expect(businessDaysBetween('2026-11-20', '2026-11-23')).toBe(1);
    expect(businessDaysBetween('2026-11-25', arcoDueDate('2026-11-25'))).toBe(20);
    expect(businessDaysBetween('2026-11-23', '2026-11-20')).toBe(-1);
  });

  it('tells on time, near and overdue', () => {
    const due = '2026-12-23';
    expect(dueState(due, '2026-11-25')).toBe('a_tiempo');
    expect(dueState(due, '2026-12-15')).toBe('a_tiempo'); // 6 business days left
    expect(dueState(due, '2026-12-16')).toBe('por_vencer'); // 5 left
    expect(dueState(due, '2026-12-23')).toBe('por_vencer'); // the last day
    expect(dueState(due, '2026-12-24')).toBe('vencida');
  });
});
