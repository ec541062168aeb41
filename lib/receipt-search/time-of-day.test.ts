import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, inTimeOfDay, parseTimeOfDay } from './time-of-day';

const at = (hhmm: string) => `2025-11-25T${hhmm}:30`;

describe('time of day as people type it', () => {
  it.each([
    ['14:00–16:00', '14:00–16:00'],
    ['14:00-16:00', '14:00–16:00'],
    ['14-16', '14:00–16:00'],
    ['14 — 16', '14:00–16:00'],
    ['с 9.30 до 11', '09:30–11:00'],
    ['from 9:30 - 11', '09:30–11:00'],
    ['14', '14:00–14:59'],
    ['14:30', '14:30–14:30'],
    ['22-2', '22:00–02:00'],
    ['0-24', '00:00–23:59'],
  ])('%s → %s', (text, range) => {
    expect(formatTimeOfDay(parseTimeOfDay(text)!)).toBe(range);
  });

  it.each(['', 'noon', '25-26', '14:60', '14-16-18', '1670', '14:5'])('refuse %j', (text) => {
    expect(parseTimeOfDay(text)).toBeUndefined();
  });

  it('includes both ends to the minute', () => {
    const range = parseTimeOfDay('14-16')!;
    expect(inTimeOfDay(at('14:00'), range)).toBe(true);
    expect(inTimeOfDay(at('16:00'), range)).toBe(true);
    expect(inTimeOfDay(at('13:59'), range)).toBe(false);
    expect(inTimeOfDay(at('16:01'), range)).toBe(false);
  });

  it('wraps past midnight', () => {
    const range = parseTimeOfDay('22–02')!;
    expect(inTimeOfDay(at('23:15'), range)).toBe(true);
    expect(inTimeOfDay(at('01:59'), range)).toBe(true);
    expect(inTimeOfDay(at('12:00'), range)).toBe(false);
  });
});
