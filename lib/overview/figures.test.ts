import { describe, expect, it } from 'vitest';
import { selectionSummary } from '@/lib/documents/server/summary';
import { receipt } from '@/lib/documents/testing/documents';
import { VAT_FIELD_RATES, type VatField } from '@/lib/ofd/vat-rates';
import { daysFromDocuments, figuresOf } from './figures';

const t = (day: string, hh: string) => `2024-06-${day}T${hh}:00:00`;
// A shop that sells with VAT, takes one sale back, and buys from people "without VAT" (a
// purchase's VAT is the supplier's): the purchases outweigh the sales' "no VAT" turnover.
const documents = [
  receipt(1, t('01', '09'), { totalSum: 12000, vat: { nds20: 2000, ndsNo: 500 } }),
  receipt(2, t('01', '10'), { operationType: 2, totalSum: 1200, vat: { nds20: 200 } }),
  receipt(3, t('01', '11'), { operationType: 3, totalSum: 9000, vat: { ndsNo: 9000 } }),
  receipt(4, t('02', '12'), { operationType: 4, totalSum: 1000, vat: { ndsNo: 1000 } }),
  receipt(5, t('02', '13'), { totalSum: 6000, vat: { nds10: 545 } }),
];

describe('figuresOf', () => {
  it('counts the VAT of sales less sale returns, never a purchase; turnover without VAT apart', () => {
    const figures = figuresOf(daysFromDocuments(documents));
    expect(figures.vat).toEqual({ nds20: 1800, nds10: 545 });
    expect(figures.untaxed).toEqual({ ndsNo: 500 });
    expect(Object.values(figures.vat).every((amount) => amount > 0)).toBe(true);
  });

  it('keeps revenue (sales − returns) and money paid out (expenses − returns) apart', () => {
    const figures = figuresOf(daysFromDocuments(documents));
    expect(figures.net).toBe(12000 - 1200 + 6000);
    expect(figures.payouts).toBe(9000 - 1000);
    expect(figures.receipts).toBe(5);
    expect(figures.averageCheck).toBe(9000); // (12000 + 6000) / 2 sales
  });

  it("gives the same VAT as the documents' summary band", () => {
    const byRate: Record<string, number> = {};
    for (const [field, amount] of Object.entries(figuresOf(daysFromDocuments(documents)).vat)) {
      byRate[VAT_FIELD_RATES[field as VatField]] = amount;
    }
    expect(byRate).toEqual(selectionSummary(documents).vat);
    expect(selectionSummary(documents)).toMatchObject({ net: 16800, payouts: 8000 });
  });
});
