import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDays } from '@/lib/testing/arbitraries';
import {
  addDays,
  addMonths,
  clampDate,
  daysInMonth,
  diffDays,
  endOfMonth,
  fromLocalDate,
  isCalendarDate,
  isLeapYear,
  makeCalendarDate,
  startOfMonth,
  toLocalDate,
  toUtcDate,
} from './calendar';

// Any day from 1900 to 2200.
const anyDay = calendarDays('1900-01-01', '2200-12-31');

describe('calendar dates', () => {
  it('knows the Gregorian leap-year rule', () => {
    expect([2024, 2000, 1600].map(isLeapYear)).toEqual([true, true, true]);
    expect([2023, 2100, 1900].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });
  it("gives every month's length as the UTC calendar does, years 1 to 9999", () => {
    for (let year = 1; year <= 9999; year++) {
      for (let month = 1; month <= 12; month++) {
        // The day before the next month's first; setUTCFullYear keeps years 1–99 as they are.
        const next = new Date(Date.UTC(2000, month, 1));
        next.setUTCFullYear(month === 12 ? year + 1 : year, month % 12, 1);
        const last = new Date(next.getTime() - 86_400_000).getUTCDate();
        if (daysInMonth(year, month) !== last)
          expect({ year, month, days: daysInMonth(year, month) }).toEqual({
            year,
            month,
            days: last,
          });
      }
    }
  });

  it('accepts only strictly formatted real days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-04-31')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('2024-1-01')).toBe(false);
    expect(isCalendarDate('2024-01-01T00:00')).toBe(false);
    expect(isCalendarDate(20240101)).toBe(false);
    expect(makeCalendarDate(2024, 2, 30)).toBeNull();
    expect(makeCalendarDate(2024, 2, 29)).toBe('2024-02-29');
  });

  it('steps over month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-01-01', -6)).toBe('2023-12-26');
    expect(diffDays('2024-01-01', '2025-01-01')).toBe(366);
    expect(diffDays('2023-01-01', '2024-01-01')).toBe(365);
  });

  it('finds month edges', () => {
    expect(startOfMonth('2024-02-17')).toBe('2024-02-01');
    expect(endOfMonth('2024-02-17')).toBe('2024-02-29');
    expect(endOfMonth('2100-02-01')).toBe('2100-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-01');
    expect(addMonths('2024-01-15', -1)).toBe('2023-12-01');
    expect(addMonths('2024-12-15', 1)).toBe('2025-01-01');
    expect(addMonths('2024-05-15', -17)).toBe('2022-12-01');
  });

  it('clamps into a window', () => {
    expect(clampDate('2024-01-01', '2024-02-01', '2024-03-01')).toBe('2024-02-01');
    expect(clampDate('2024-04-01', '2024-02-01', '2024-03-01')).toBe('2024-03-01');
    expect(clampDate('2024-02-10', '2024-02-01', '2024-03-01')).toBe('2024-02-10');
  });

  it('agrees with the platform calendar for any day and offset', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -1000, max: 1000 }), (day, n) => {
        const expected = new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000)
          .toISOString()
          .slice(0, 10);
        expect(addDays(day, n)).toBe(expected);
        expect(diffDays(day, expected)).toBe(n);
        expect(toUtcDate(day).toISOString().slice(0, 10)).toBe(day);
      }),
    );
  });

  it('round-trips through the local Date that the calendar widget uses', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        expect(fromLocalDate(toLocalDate(day))).toBe(day);
      }),
    );
  });
});
