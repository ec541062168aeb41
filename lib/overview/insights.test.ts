import { describe, expect, it } from 'vitest';
import type { CachedDocument } from '@/lib/documents/contract/cached-document';
import { insightsOf } from './insights';

const receipt = (
  dateTime: string,
  operationType: 1 | 2,
  items: [name: string, sum: number, quantity: number][],
): CachedDocument => ({
  type: 'receipt',
  id: dateTime,
  fiscalDocumentNumber: 1,
  dateTime,
  operationType,
  totalSum: items.reduce((s, i) => s + i[1], 0),
  cashTotalSum: 0,
  ecashTotalSum: 0,
  vat: {},
  items: items.map(([name, sum, quantity]) => ({ name, sum, quantity, price: sum / quantity })),
});

describe('insights from receipts', () => {
  it('counts sales receipts by weekday and hour, and ranks items by revenue and quantity', () => {
    const insights = insightsOf([
      {
        orgId: 'o1',
        rnm: 'r1',
        documents: [
          // 2024-06-03 is a Monday.
          receipt('2024-06-03T09:15:00', 1, [
            ['Хлеб', 5000, 2],
            ['Хлеб', 2500, 1],
          ]),
          receipt('2024-06-03T09:59:59', 1, [['Кофе', 20000, 1]]),
          receipt('2024-06-09T18:00:00', 2, [['Кофе', 20000, 1]]),
        ],
      },
      {
        orgId: 'o2',
        rnm: 'r2',
        name: 'Касса у входа',
        documents: [receipt('2024-06-09T18:30:00', 1, [['Хлеб', 30000, 10]])],
      },
    ]);
    expect(insights.heatmap[0]![9]).toBe(2);
    expect(insights.heatmap[6]![18]).toBe(1); // the return is not a sale
    expect(insights.byRevenue.map((i) => [i.name, i.revenue, i.receipts, i.rnm])).toEqual([
      ['Хлеб', 37500, 2, 'r2'],
      ['Кофе', 20000, 1, 'r1'],
    ]);
    expect(insights.byQuantity[0]).toMatchObject({ name: 'Хлеб', quantity: 13 });
    // The link opens one register: it says which, and how many of the receipts are there.
    expect(insights.byRevenue[0]).toMatchObject({
      receipts: 2,
      registerName: 'Касса у входа',
      registerReceipts: 1,
    });
    expect(insights.byRevenue[1]).toMatchObject({ registerName: '', registerReceipts: 1 });
  });

  it('counts goods handed over, not advances nor credit repaid', () => {
    // A real advance of 2026: no name, 1 ₽ a "unit", the advance in rubles as the quantity; the
    // receipt that settles it later lists the goods.
    const advance = receipt('2026-01-03T20:25:00', 1, [['', 451571, 4515.71]]);
    const settled = receipt('2026-01-03T20:26:00', 1, [['Подушка', 451571, 1]]);
    const repaid = receipt('2026-01-04T10:00:00', 1, [['Подушка', 10000, 1]]);
    if (advance.type !== 'receipt' || repaid.type !== 'receipt') throw new Error('receipts');
    advance.items[0]!.paymentMethod = 3;
    repaid.items[0]!.paymentMethod = 7;
    const insights = insightsOf([
      { orgId: 'o1', rnm: 'r1', documents: [advance, settled, repaid] },
    ]);
    expect(insights.byRevenue.map((i) => [i.name, i.revenue, i.quantity])).toEqual([
      ['Подушка', 451571, 1],
    ]);
    expect(insights.byQuantity.map((i) => i.name)).toEqual(['Подушка']);
  });
});
