import { describe, expect, it } from 'vitest';
import { formatInputDate } from './format-input';
import {
  dateErrorMessage,
  noSuchDayOf,
  parseDateInWindow,
  parseRangeInput,
  parseTypedDate,
} from './parse-input';

describe('typed dates', () => {
  it('accepts year-first and day-first forms', () => {
    for (const input of [
      '2024-03-04',
      '2024.03.04',
      '04.03.2024',
      '04-03-2024',
      '4.3.2024',
      ' 04/03/2024 ',
    ]) {
      expect(parseTypedDate(input), input).toEqual({ ok: true, date: '2024-03-04' });
    }
  });

  it('reads a two-digit year as this century, as people write dates by hand', () => {
    expect(parseTypedDate('1.11.26')).toEqual({ ok: true, date: '2026-11-01' });
    expect(parseTypedDate('29/02/24')).toEqual({ ok: true, date: '2024-02-29' });
    expect(parseTypedDate('29.02.25')).toEqual({ ok: false, error: 'noSuchDay' });
    expect(parseTypedDate('1.11.226')).toEqual({ ok: false, error: 'format' });
  });

  it('tells a malformed date from a day that does not exist', () => {
    expect(parseTypedDate('')).toEqual({ ok: false, error: 'required' });
    expect(parseTypedDate('04.03.2024.')).toEqual({ ok: false, error: 'format' });
    expect(parseTypedDate('March 4')).toEqual({ ok: false, error: 'format' });
    expect(parseTypedDate('2024-03-04T10:00')).toEqual({ ok: false, error: 'format' });
    expect(parseTypedDate('30.02.2024')).toEqual({ ok: false, error: 'noSuchDay' });
    expect(parseTypedDate('29.02.2023')).toEqual({ ok: false, error: 'noSuchDay' });
    expect(parseTypedDate('29.02.2024')).toEqual({ ok: true, date: '2024-02-29' });
    expect(parseTypedDate('2024-00-10')).toEqual({ ok: false, error: 'noSuchDay' });
  });

  it.each([
    ['31.11.2026', { month: 11, year: 2026, days: 30 }],
    ['2026-11-31', { month: 11, year: 2026, days: 30 }],
    ['29.02.26', { month: 2, year: 2026, days: 28 }],
    ['30.02.2024', { month: 2, year: 2024, days: 29 }],
    ['0.01.2026', { month: 1, year: 2026, days: 31 }],
    ['12.13.2026', { month: 0, year: 2026, days: 0 }],
    ['30.11.2026', { month: -1, year: 0, days: 0 }],
    ['11/31/2026x', { month: -1, year: 0, days: 0 }],
  ])('says why %s is no day', (input, expected) => {
    expect(noSuchDayOf(input)).toEqual(expected);
  });

  it('says a month that does not exist (the American order) with the format', () => {
    expect(dateErrorMessage('noSuchDay', '31.11.2026')).toBe('noSuchDay');
    expect(dateErrorMessage('noSuchDay', '11/27/2026')).toBe('format');
    expect(dateErrorMessage('beforeMin', '01.01.2020')).toBe('beforeMin');
  });

  it('checks the window, both ends inclusive', () => {
    const window = { from: '2024-01-10', to: '2024-06-20' };
    expect(parseDateInWindow('09.01.2024', window)).toEqual({ ok: false, error: 'beforeMin' });
    expect(parseDateInWindow('10.01.2024', window)).toEqual({ ok: true, date: '2024-01-10' });
    expect(parseDateInWindow('2024-06-20', window)).toEqual({ ok: true, date: '2024-06-20' });
    expect(parseDateInWindow('2024-06-21', window)).toEqual({ ok: false, error: 'afterMax' });
  });

  it('reports errors per field and a reversed range on the end date', () => {
    const window = { from: '2024-01-10', to: '2024-06-20' };
    expect(parseRangeInput('2024-03-01', '01.04.2024', window)).toEqual({
      ok: true,
      range: { from: '2024-03-01', to: '2024-04-01' },
    });
    expect(parseRangeInput('2024-03-05', '2024-03-04', window)).toEqual({
      ok: false,
      from: null,
      to: 'reversed',
    });
    expect(parseRangeInput('x', '2024-07-01', window)).toEqual({
      ok: false,
      from: 'format',
      to: 'afterMax',
    });
  });

  it('writes dates back in the locale’s everyday form', () => {
    expect(formatInputDate('2024-03-04', 'ru')).toBe('04.03.2024');
    expect(formatInputDate('2024-03-04', 'en')).toBe('2024-03-04');
  });
});
