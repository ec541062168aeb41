import { describe, expect, it } from 'vitest';
import { groupByShift } from './shifts';
import { selectionSummary } from './summary';
import { paid, receipt, report } from '../testing/documents';

const t = (hh: string) => `2024-06-01T${hh}:00:00`;
const documents = [
  report(1, t('08'), 'openShift', 7),
  receipt(2, t('09'), { shiftNumber: 7, ...paid(4000, 6000), vat: { nds20: 1667 } }),
  receipt(3, t('10'), { shiftNumber: 7, ...paid(0, 5001), vat: { nds10: 455 } }),
  receipt(4, t('11'), { shiftNumber: 7, operationType: 2, totalSum: 2000, vat: { nds20: 333 } }),
  report(5, t('12'), 'closeShift', 7),
  report(6, t('13'), 'openShift', 8),
  receipt(7, t('14'), { shiftNumber: 8, operationType: 3, totalSum: 1000 }),
  receipt(8, t('15'), {
    shiftNumber: 8,
    type: 'receiptCorrection',
    operationType: 4,
    ...paid(0, 300),
  }),
  report(9, t('16'), 'fiscalReportCorrection', null),
];

describe('selectionSummary', () => {
  it('sums revenue (sales − returns) and money paid out apart, with cash, cashless and VAT by rate', () => {
    expect(selectionSummary(documents)).toEqual({
      scope: 'net',
      receipts: 5,
      sales: 2,
      salesSum: 15001,
      returnsSum: 2000,
      purchasesSum: 1000,
      purchaseReturnsSum: 300,
      net: 15001 - 2000,
      payouts: 1000 - 300,
      cash: 4000 - 2000,
      cashless: 6000 + 5001,
      vat: { '20': 1667 - 333, '10': 455 },
      untaxed: {},
      averageCheck: 7501, // 15001 / 2 rounded to the kopeck
    });
  });

  it('takes VAT from sales less sale returns, never from purchases; turnover without VAT is not VAT', () => {
    const mixed = [
      receipt(1, t('09'), { totalSum: 1000, vat: { ndsNo: 1000, nds22: 100 } }),
      receipt(2, t('10'), { operationType: 3, totalSum: 5000, vat: { ndsNo: 5000 } }),
    ];
    expect(selectionSummary(mixed)).toMatchObject({
      scope: 'net',
      vat: { '22': 100 },
      untaxed: { none: 1000 },
    });
  });

  it('shows a 35 000 ₽ payout beside a 2 178,95 ₽ return, never as revenue', () => {
    const day = [
      receipt(1, t('09'), { operationType: 3, ...paid(3500000, 0), vat: { ndsNo: 3500000 } }),
      receipt(2, t('10'), { operationType: 2, ...paid(0, 217895), vat: { nds22: 39292 } }),
    ];
    expect(selectionSummary(day)).toMatchObject({
      scope: 'net',
      net: -217895,
      payouts: 3500000,
      cash: 0,
      cashless: -217895,
      vat: { '22': -39292 },
      untaxed: {},
      averageCheck: 0,
    });
  });

  it('describes a selection of one operation by its own positive figures', () => {
    const returns = [
      receipt(1, t('09'), { operationType: 2, ...paid(500, 0), vat: {} }),
      receipt(2, t('10'), { operationType: 2, ...paid(0, 700), vat: { ndsNo: 700 } }),
    ];
    expect(selectionSummary(returns)).toMatchObject({
      scope: '2',
      receipts: 2,
      returnsSum: 1200,
      net: -1200,
      cash: 500,
      cashless: 700,
      vat: {},
      untaxed: { none: 700 },
      // The average check counts sales only.
      averageCheck: 0,
    });
  });

  it('is all zeros for a period without receipts', () => {
    const s = selectionSummary([report(1, t('08'), 'openShift')]);
    expect(s).toMatchObject({ receipts: 0, net: 0, averageCheck: 0, vat: {} });
  });
});

describe('groupByShift', () => {
  it('groups by shift number with open and close times from the whole period', () => {
    const receiptsOnly = documents.filter((d) => d.type === 'receipt');
    const shifts = groupByShift(receiptsOnly, documents);
    expect(
      shifts.map((s) => [s.shiftNumber, s.openDateTime, s.closeDateTime, s.documents]),
    ).toEqual([
      [7, t('08'), t('12'), 3],
      [8, t('13'), undefined, 1],
    ]);
    expect(shifts[0]!.summary.net).toBe(10000 + 5001 - 2000);
    expect(shifts[1]!.summary.payouts).toBe(1000); // the correction is not a 'receipt'
    expect(shifts[1]!.summary.purchasesSum).toBe(1000);
  });

  it('leaves out documents that belong to no shift', () => {
    const shifts = groupByShift(documents, documents);
    expect(shifts.reduce((n, s) => n + s.documents, 0)).toBe(documents.length - 1);
  });
});
