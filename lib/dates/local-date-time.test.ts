import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysInMonth } from './calendar';
import { isLocalDateTime, parseQueryDate } from './local-date-time';

describe('parseQueryDate', () => {
  it('accepts exactly the four formats', () => {
    for (const text of ['2024-02-29', '2024.02.29', '29-02-2024', '29.02.2024']) {
      expect(parseQueryDate(text)).toBe('2024-02-29');
    }
  });

  it('rejects other shapes and impossible dates', () => {
    for (const text of [
      '2024/02/29',
      '29/02/2024',
      '2024-2-9',
      '24-02-29',
      '2024-02-29T00:00:00',
      '',
      '2024-02-30',
      '2023-02-29',
      '31.04.2024',
      '2024-13-01',
      '00.01.2024',
    ]) {
      expect(parseQueryDate(text), text).toBeNull();
    }
  });

  const realDate = fc
    .record({
      y: fc.integer({ min: 1900, max: 2100 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 31 }),
    })
    .filter(({ y, m, d }) => d <= daysInMonth(y, m));
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');

  it('every real date parses the same in all four formats', () => {
    fc.assert(
      fc.property(realDate, ({ y, m, d }) => {
        const iso = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
        const forms = [
          iso,
          `${pad(y, 4)}.${pad(m)}.${pad(d)}`,
          `${pad(d)}-${pad(m)}-${pad(y, 4)}`,
          `${pad(d)}.${pad(m)}.${pad(y, 4)}`,
        ];
        return forms.every((form) => parseQueryDate(form) === iso);
      }),
    );
  });

  it('agrees with the UTC calendar on which dates exist', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1970, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const utc = new Date(Date.UTC(y, m - 1, d));
          const exists = utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
          return (parseQueryDate(`${y}-${pad(m)}-${pad(d)}`) !== null) === exists;
        },
      ),
    );
  });
});

describe('local date-times', () => {
  it('validates the wire form', () => {
    expect(isLocalDateTime('2024-03-31T23:59:59')).toBe(true);
    expect(isLocalDateTime('2024-03-31T24:00:00')).toBe(false);
    expect(isLocalDateTime('2024-02-30T10:00:00')).toBe(false);
    expect(isLocalDateTime('2024-03-31T23:59:59Z')).toBe(false);
    for (const text of ['0000-01-01T00:00:00', '2024-00-10T00:00:00', '2024-13-10T00:00:00']) {
      expect(isLocalDateTime(text), text).toBe(false);
    }
    expect(isLocalDateTime('2024-01-00T00:00:00')).toBe(false);
    expect(isLocalDateTime('2024-01-10T23:60:00')).toBe(false);
    expect(isLocalDateTime('2024-01-10T23:00:60')).toBe(false);
  });
  it('agrees with the UTC calendar on which date-times exist', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1970, max: 2100 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 0, max: 24 }),
        (y, m, d, h) => {
          const utc = new Date(Date.UTC(y, m - 1, d));
          const exists = m >= 1 && m <= 12 && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
          const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:30:30`;
          return isLocalDateTime(text) === (exists && h < 24);
        },
      ),
    );
  });
  it('adds days across month and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
