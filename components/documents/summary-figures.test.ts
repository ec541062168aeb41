import { describe, expect, it } from 'vitest';
import type { SelectionSummary } from '@/lib/documents/contract';
import { paidOtherwise } from './summary-figures';

// The figures of a real January 2026 of a marketplace's register (the corpus of real receipts):
// 59 sales of 127 560,54 ₽, 49 694,82 ₽ of it advances offset; 3 returns of 3 289,00 ₽, 149 ₽ of
// it an advance; one payout of 221 ₽ by card.
const january: SelectionSummary = {
  scope: 'net',
  receipts: 63,
  sales: 59,
  salesSum: 12_756_054,
  returnsSum: 328_900,
  purchasesSum: 22_100,
  purchaseReturnsSum: 0,
  net: 12_427_154,
  payouts: 22_100,
  cash: 0,
  cashless: 7_472_572,
  vat: {},
  untaxed: {},
  averageCheck: 216_204,
};

describe('paidOtherwise', () => {
  it('is what revenue holds beyond cash and cashless: advances offset, less those returned', () => {
    expect(paidOtherwise(january)).toBe(4_969_482 - 14_900);
  });

  it("is one operation's own when the selection holds only that one", () => {
    const returns = { ...january, scope: '2' as const, cash: 0, cashless: 314_000 };
    expect(paidOtherwise(returns)).toBe(14_900);
  });

  it('is zero when every kopeck was paid in cash or by card', () => {
    expect(paidOtherwise({ ...january, cashless: january.net })).toBe(0);
  });
});
