import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvValue } from '@/lib/export/csv';
import { ruSpreadsheetCell } from '@/lib/testing/csv';
import { formatMoney } from './format';
import { kopecksToDecimal, kopecksToRoubles } from './money';
import { buildReceiptQr, parseReceiptQr } from './qr';
import type { CheckDocument } from './schemas';

// Every way money leaves the system reads back to the same kopeck: negative, zero and large
// amounts alike (docs/exports.md). The overview's files are proven in lib/overview/server.

/** Negative, zero and large amounts (up to 100 billion roubles), and the overview's known case. */
const kopecks = fc.oneof(
  fc.integer({ min: -1e13, max: 1e13 }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom(0, -82761842, -1, -99, -100, 1e13),
);

/** Roubles as text (`-1 285,21`, `-1285.21`) → kopecks, without floating point. */
function readDecimal(text: string, decimal: string): number {
  const match = new RegExp(`^([-\u2212]?)(\\d+)\\${decimal}(\\d{2})$`).exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, roubles, fraction] = match;
  const abs = Number(roubles) * 100 + Number(fraction);
  return sign ? -abs : abs;
}

/** What a person reads on screen, back to kopecks: grouping and the currency dropped. */
function readScreen(text: string, locale: 'en' | 'ru'): number {
  const decimal = locale === 'ru' ? ',' : '.';
  const grouping = locale === 'ru' ? /[\s\u00a0\u202f]/g : /[\s,]/g;
  return readDecimal(text.replace(/RUB|₽/g, '').replace(grouping, ''), decimal);
}

const check = { dateTime: '2024-06-01T10:00:00', fiscalDriveNumber: '9960440300000001' };

describe('money read back from every output', () => {
  it('decimal text', () => {
    fc.assert(fc.property(kopecks, (k) => readDecimal(kopecksToDecimal(k), '.') === k));
    fc.assert(fc.property(kopecks, (k) => readDecimal(kopecksToDecimal(k, ','), ',') === k));
  });

  it('screens, in both languages', () => {
    fc.assert(fc.property(kopecks, (k) => readScreen(formatMoney(k, 'en'), 'en') === k));
    fc.assert(fc.property(kopecks, (k) => readScreen(formatMoney(k, 'ru'), 'ru') === k));
  });

  it('documents CSV: numbers, never text, in both dialects', () => {
    fc.assert(
      fc.property(kopecks, (k) => {
        const en = csvValue(k, 'money', 'en');
        const ru = csvValue(k, 'money', 'ru');
        expect(en).not.toMatch(/^'/);
        expect(Number(en)).toBe(kopecksToRoubles(k));
        const cell = ruSpreadsheetCell(ru);
        expect(typeof cell).toBe('number');
        expect(Math.round((cell as number) * 100)).toBe(k);
      }),
    );
  });

  it('spreadsheet numbers', () => {
    fc.assert(fc.property(kopecks, (k) => Math.round(kopecksToRoubles(k) * 100) === k));
  });

  it('receipt QR codes (a receipt total is never negative)', () => {
    const total = fc.oneof(fc.integer({ min: 0, max: 1e13 }), fc.constantFrom(0, 1, 99, 100));
    fc.assert(
      fc.property(total, (totalSum) => {
        const document = {
          ...check,
          totalSum,
          fiscalDocumentNumber: 7,
          fiscalSign: 1234567890,
          operationType: 1,
        } as CheckDocument;
        return parseReceiptQr(buildReceiptQr(document)!)?.totalSum === totalSum;
      }),
    );
  });

  it('writes the sign once', () => {
    expect(kopecksToDecimal(-82761842)).toBe('-827618.42');
    expect(kopecksToDecimal(-5, ',')).toBe('-0,05');
    expect(formatMoney(-82761842, 'en')).toMatch(/^[-\u2212]RUB\s827,618\.42$/);
  });
});
