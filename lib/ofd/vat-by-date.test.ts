import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '@/lib/testing/fiscal-examples';
import { documentEnvelopeSchema, isCheckDocument } from './schemas';
import { isVatRateInForce, ratesNotInForce, staleVatRates, standardVatRate } from './vat-by-date';
import { vatRateFromCode, VAT_RATES } from './vat-rates';

describe('VAT rates by date', () => {
  it.each([
    ['2018-12-31', '18'],
    ['2019-01-01', '20'],
    ['2025-12-31T23:59:59', '20'],
    ['2026-01-01', '22'],
    ['2026-11-24T10:00:00', '22'],
  ])('the standard rate on %s is %s%%', (date, rate) => {
    expect(standardVatRate(date).rate).toBe(rate);
    expect(isVatRateInForce(rate as '18', date)).toBe(true);
    expect(isVatRateInForce(`${rate}/1${rate}` as '18/118', date)).toBe(true);
  });

  it('knows when each rate started and ended', () => {
    expect(isVatRateInForce('20', '2026-01-01T00:00:00')).toBe(false);
    expect(isVatRateInForce('20/120', '2026-03-01')).toBe(false);
    expect(isVatRateInForce('22', '2025-12-31T23:59:59')).toBe(false);
    expect(isVatRateInForce('18', '2019-01-01')).toBe(false);
    expect(isVatRateInForce('5', '2024-12-31')).toBe(false);
    expect(isVatRateInForce('7/107', '2025-01-01')).toBe(true);
    for (const always of ['10', '10/110', '0', 'none'] as const) {
      expect(isVatRateInForce(always, '2010-01-01')).toBe(true);
      expect(isVatRateInForce(always, '2030-01-01')).toBe(true);
    }
  });

  it('lists the rates of a receipt that were not in force, once each', () => {
    expect(ratesNotInForce(['20', '10', '20', 'none'], '2026-02-03T12:00:00')).toEqual(['20']);
    expect(ratesNotInForce(['22', '5'], '2025-06-01')).toEqual(['22']);
    expect(ratesNotInForce(['22', '22/122', '5', '7'], '2026-02-03')).toEqual([]);
  });

  it('recognises every tag-1199 code', () => {
    const codes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((code) => vatRateFromCode(code));
    expect(codes).toEqual([
      '20',
      '10',
      '20/120',
      '10/110',
      '0',
      'none',
      '5',
      '7',
      '5/105',
      '7/107',
      '22',
      '22/122',
    ]);
    expect(codes.every((rate) => rate !== undefined && VAT_RATES.includes(rate))).toBe(true);
    expect(vatRateFromCode(13)).toBeUndefined();
  });
});

describe('a receipt whose rate was not in force', () => {
  const receipt = (body: Record<string, unknown>) => {
    const document = documentEnvelopeSchema.parse({ receipt: body });
    if (!isCheckDocument(document)) throw new Error('expected a check');
    return document;
  };
  const spec = EXAMPLES.receipt.spec as Record<string, unknown>;

  it('is flagged when a 2026 receipt charges 20%, through its totals or its items', () => {
    const at2026 = { ...spec, dateTime: '2026-01-15T10:00:00' };
    expect(staleVatRates(receipt(at2026))).toContain('20');
    const item = { name: 'Кофе', price: 12200, quantity: 1, sum: 12200, nds: 1 };
    const byCode = { ...at2026, items: [item], nds20: undefined, nds10: undefined };
    expect(staleVatRates(receipt(byCode))).toEqual(['20']);
  });

  it('is quiet for the same receipt on its own date and for 22% in 2026', () => {
    expect(staleVatRates(receipt(spec))).toEqual([]);
    const item = { name: 'Кофе', price: 12200, quantity: 1, sum: 12200, nds: 11, ndsSum: 2200 };
    const at2026 = { ...spec, dateTime: '2026-01-15T10:00:00', items: [item], nds22: 2200 };
    expect(staleVatRates(receipt({ ...at2026, nds20: undefined, nds10: undefined }))).toEqual([]);
  });
});
