import { describe, expect, it } from 'vitest';
import { EXAMPLES, omit } from '@/lib/testing/fiscal-examples';
import { checkReceipt, summarize } from './receipt-math';
import { documentListSchema, isCheckDocument, type CheckDocument } from './schemas';

// A small selection whose sums were worked out by hand (comments give the arithmetic).
const receiptBase = omit(EXAMPLES.receipt.spec, 'nds10', 'nds20');
const coffee = {
  name: 'Кофе',
  price: 20000,
  quantity: 1,
  sum: 20000,
  ndsType: 'nds20',
  nds20: 3333,
};
const documents = documentListSchema.parse([
  { openShift: EXAMPLES.openShift.spec }, // shift 41
  { receipt: EXAMPLES.receipt.spec }, // sale 579.46: cash 100.00, card 479.46; VAT10 21.35, VAT20 57.44
  {
    receipt: {
      ...receiptBase,
      fiscalDocumentNumber: 30527,
      items: [coffee],
      totalSum: 20000, // sale 200.00 in cash, VAT20 33.33
      cashTotalSum: 20000,
      ecashTotalSum: 0,
      nds20: 3333,
    },
  },
  { bso: EXAMPLES.bso.spec }, // sale return 1200.00 by card, no VAT
  { closeShift: EXAMPLES.closeShift.spec }, // shift 41
  { bsoCorrection: EXAMPLES.bsoCorrection.spec }, // shift 42: purchase 50.00 in cash, VAT0 0
  {
    receipt: {
      ...receiptBase,
      shiftNumber: 42,
      fiscalDocumentNumber: 30542,
      operationType: 4, // purchase return 10.00 by card, VAT20 1.67
      items: [{ ...coffee, price: 1000, sum: 1000, nds20: 167 }],
      totalSum: 1000,
      cashTotalSum: 0,
      ecashTotalSum: 1000,
      nds20: 167,
    },
  },
  { receiptCorrection: EXAMPLES.receiptCorrection.spec }, // shift 42: sale 1500.00 by prepayment etc.
]);

describe('summarize', () => {
  const summary = summarize(documents);

  it('counts documents and receipts', () => {
    expect(summary.documents).toBe(8);
    expect(summary.receipts).toBe(6);
    expect(summary.byOperation[1].count).toBe(3);
  });

  it('sums income, returns and each operation', () => {
    expect(summary.income).toBe(227946); // 57946 + 20000 + 150000
    expect(summary.returns).toBe(120000);
    expect(summary.byOperation[3]).toMatchObject({
      count: 1,
      total: 5000,
      cash: 5000,
      cashless: 0,
    });
    expect(summary.byOperation[4]).toMatchObject({
      count: 1,
      total: 1000,
      cash: 0,
      cashless: 1000,
    });
    expect(summary.byOperation[1]).toMatchObject({ cash: 30000, cashless: 47946 });
  });

  it('nets revenue as sales − sale returns, and money paid out as purchases − their returns', () => {
    expect(summary.net).toEqual({
      count: 4,
      total: 107946, // 227946 − 120000
      cash: 30000, // 30000 − 0
      cashless: -72054, // 47946 − 120000
      vat: {
        nds10: 2135,
        nds20: 9077, // 5744 + 3333
        ndsNo: -120000,
        // The example's `ndsCalculated18` of 2024 is the standard calculated rate then: 20/120.
        ndsCalculated20: 22881,
      },
    });
    expect(summary.payouts).toEqual({
      count: 2,
      total: 4000, // 5000 − 1000
      cash: 5000,
      cashless: -1000,
      vat: { nds0: 0, nds20: -167 },
    });
  });

  it('averages the check over sales, to the kopeck', () => {
    expect(summary.averageCheck).toBe(75982); // 227946 / 3 = 75982
    expect(summarize([]).averageCheck).toBe(0);
  });
});

describe('checkReceipt', () => {
  const checks = documents.filter(isCheckDocument);
  const [sale] = checks as [CheckDocument];

  it('confirms that items and payments add up to the total', () => {
    expect(checkReceipt(sale)).toEqual({
      itemsSum: 57946,
      itemsMatchTotal: true,
      paymentsSum: 57946,
      paymentsMatchTotal: true,
      lineMismatches: [],
    });
    const correction = checks.find((d) => d.type === 'receiptCorrection');
    expect(correction && checkReceipt(correction).paymentsSum).toBe(150000); // 100000 + 30000 + 20000
  });

  it('finds a line whose sum is not price × quantity and a total that does not add up', () => {
    const items = sale.items.map((item, i) => (i === 2 ? { ...item, sum: item.sum + 100 } : item));
    expect(checkReceipt({ ...sale, items })).toMatchObject({
      itemsSum: 58046,
      itemsMatchTotal: false,
      lineMismatches: [2],
    });
  });

  it('has no verdict on items when a receipt lists none', () => {
    const purchase = checks.find((d) => d.type === 'bsoCorrection');
    expect(purchase && checkReceipt(purchase)).toMatchObject({
      itemsMatchTotal: undefined,
      paymentsMatchTotal: true,
    });
  });
});
