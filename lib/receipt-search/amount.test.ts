import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/ofd/format';
import { amountMatches, defaultTolerance, parseWrittenAmount, parseTolerance } from './amount';

describe('amounts as people type them', () => {
  it.each([
    ['1670', 167_000],
    ['1 670', 167_000],
    ['1\u00a0670', 167_000],
    ['1670,5', 167_050],
    ['1670.5', 167_050],
    ['1 670,50 ₽', 167_050],
    ['1670 руб.', 167_000],
    ['1670р', 167_000],
    ['~1670', 167_000],
    ['1,670', 167_000],
    ['1.670', 167_000],
    ['1,670.50', 167_050],
    ['1.670,50', 167_050],
    ['RUB 1,670.50', 167_050],
    ['1 000 000', 100_000_000],
    ['0,05', 5],
    ['1670,', 167_000],
  ])('%s → %i kopecks', (text, kopecks) => {
    expect(parseWrittenAmount(text)).toBe(kopecks);
  });

  it.each(['', 'abc', '16,7,0', '1,6705', '1.670.5,0', '1,670.000', '-5', '12:30', '1,234.567'])(
    'refuse %j',
    (text) => {
      expect(parseWrittenAmount(text)).toBeUndefined();
    },
  );

  it('read back every amount the dashboard writes, in both languages and plain', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (kopecks) => {
        const plain = `${Math.floor(kopecks / 100)},${String(kopecks % 100).padStart(2, '0')}`;
        for (const text of [formatMoney(kopecks, 'ru'), formatMoney(kopecks, 'en'), plain]) {
          expect(parseWrittenAmount(text), text).toBe(kopecks);
        }
      }),
    );
  });
});

describe('tolerance', () => {
  it('is 10 ₽ up to 1 000 ₽ and 1% above it', () => {
    expect(defaultTolerance(50_000)).toBe(1_000);
    expect(defaultTolerance(100_000)).toBe(1_000);
    expect(defaultTolerance(167_000)).toBe(1_670);
    expect(defaultTolerance(0)).toBe(1_000);
  });

  it('matches both edges and nothing past them', () => {
    const tolerance = defaultTolerance(167_000);
    expect(amountMatches(167_000 + tolerance, 167_000, tolerance)).toBe(true);
    expect(amountMatches(167_000 - tolerance, 167_000, tolerance)).toBe(true);
    expect(amountMatches(167_000 + tolerance + 1, 167_000, tolerance)).toBe(false);
    expect(amountMatches(167_000 - tolerance - 1, 167_000, tolerance)).toBe(false);
    // "1670" finds the disputed 1 674,88 ₽.
    expect(amountMatches(167_488, parseWrittenAmount('1670')!, tolerance)).toBe(true);
  });

  it('reads a given tolerance as an amount or a percentage', () => {
    expect(parseTolerance('50', 167_000)).toBe(5_000);
    expect(parseTolerance('0,5 ₽', 167_000)).toBe(50);
    expect(parseTolerance('2%', 167_000)).toBe(3_340);
    expect(parseTolerance('0,5 %', 167_000)).toBe(835);
    expect(parseTolerance('0', 167_000)).toBe(0);
    expect(parseTolerance('abc', 167_000)).toBeUndefined();
    expect(parseTolerance('150%', 167_000)).toBeUndefined();
  });
});
