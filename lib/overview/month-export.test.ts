import { describe, expect, it } from 'vitest';
import { monthPeriod } from './month-export.schema';
import { monthTable, vatFieldsOf, type MonthLabels, type MonthReceipt } from './month-export';

// The month export's rows and totals (docs/exports.md): signed money, corrections as receipts,
// one column per VAT rate used, no-access days as words, and a totals row of what was seen.

const labels: MonthLabels = {
  title: 'Чеки',
  header: {
    register: 'Касса',
    rnm: 'РНМ',
    address: 'Адрес',
    drive: 'ФН',
    fd: 'ФД',
    time: 'Время',
    type: 'Тип',
    operation: 'Операция',
    total: 'Сумма',
    cash: 'Наличными',
    cashless: 'Безналичными',
  },
  vat: (field) => ({ nds22: 'НДС 22%', nds10: 'НДС 10%', ndsNo: 'Без НДС' })[field as 'nds22'],
  type: (type) => (type === 'receiptCorrection' ? 'Чек коррекции' : 'Кассовый чек'),
  operation: (code) => ['', 'Приход', 'Возврат прихода', 'Расход', 'Возврат расхода'][code]!,
  date: (d) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`,
  noAccess: (window) => `нет доступа (окно ${window})`,
  totals: { revenue: 'Итого выручка', payouts: 'Итого выплачено' },
};

const receipt = (fd: number, over: Partial<MonthReceipt>): MonthReceipt => ({
  type: 'receipt',
  operationType: 1,
  fiscalDocumentNumber: fd,
  dateTime: `2026-10-0${fd}T12:00:00`,
  totalSum: 0,
  cashTotalSum: 0,
  ecashTotalSum: 0,
  vat: {},
  drive: '9960440300000001',
  ...over,
});

const shop = {
  name: 'Касса 1',
  rnm: '0000000000000001',
  address: 'Москва, Тверская, 1',
  window: { from: '2020-01-01T00:00:00', to: '2030-12-31T23:59:59' },
  outside: [],
};

/** A totals row: its label, blanks under the register and document columns, then the sums. */
const totalsOf = (label: string, ...kopecks: number[]) => [
  label,
  ...Array<string>(7).fill(''),
  ...kopecks.map((k) => ({ kopecks: k })),
];
const totalsRow = (...kopecks: number[]) => totalsOf('Итого выручка', ...kopecks);

describe('the month export table', () => {
  it('signs money within its kind, counts corrections, and totals revenue and payouts apart', () => {
    const table = monthTable(
      [
        {
          ...shop,
          receipts: [
            // A return, listed first, is sorted into its time and is negative.
            receipt(3, {
              operationType: 2,
              totalSum: 50000,
              cashTotalSum: 50000,
              vat: { nds22: 9016 },
            }),
            receipt(1, {
              totalSum: 167488,
              cashTotalSum: 67488,
              ecashTotalSum: 100000,
              vat: { nds22: 30202 },
            }),
            receipt(2, {
              type: 'receiptCorrection',
              totalSum: 11000,
              ecashTotalSum: 11000,
              vat: { nds10: 1000 },
            }),
            receipt(4, { operationType: 3, totalSum: 2000, cashTotalSum: 2000, vat: {} }),
          ],
        },
      ],
      labels,
    );
    expect(table.header).toEqual([
      'Касса',
      'РНМ',
      'Адрес',
      'ФН',
      'ФД',
      'Время',
      'Тип',
      'Операция',
      'Сумма',
      'Наличными',
      'Безналичными',
      'НДС 22%',
      'НДС 10%',
    ]);
    expect(table.rows).toHaveLength(6);
    expect(table.rows.slice(0, 4).map((r) => [r[4], r[6], r[7], r[8]])).toEqual([
      [1, 'Кассовый чек', 'Приход', { kopecks: 167488 }],
      [2, 'Чек коррекции', 'Приход', { kopecks: 11000 }],
      [3, 'Кассовый чек', 'Возврат прихода', { kopecks: -50000 }],
      [4, 'Кассовый чек', 'Расход', { kopecks: 2000 }],
    ]);
    expect(table.rows[0]!.slice(0, 6)).toEqual([
      'Касса 1',
      { id: '0000000000000001' },
      'Москва, Тверская, 1',
      { id: '9960440300000001' },
      1,
      { dateTime: '2026-10-01T12:00:00' },
    ]);
    // A receipt without a rate used by another shows 0 in that rate's column.
    expect(table.rows[1]!.slice(11)).toEqual([{ kopecks: 0 }, { kopecks: 1000 }]);
    // Revenue is sales less their returns; the payout is its own total, never folded in.
    expect(table.rows.at(-2)).toEqual(
      totalsRow(167488 + 11000 - 50000, 67488 - 50000, 100000 + 11000, 30202 - 9016, 1000),
    );
    expect(table.rows.at(-1)).toEqual(totalsOf('Итого выплачено', 2000, 2000, 0, 0, 0));
  });

  it('says "no access" with the window for days outside it, and adds nothing for them', () => {
    const table = monthTable(
      [
        {
          ...shop,
          window: { from: '2026-10-03T00:00:00', to: '2030-12-31T23:59:59' },
          outside: [{ from: '2026-10-01', to: '2026-10-02' }],
          receipts: [receipt(5, { totalSum: 1000, cashTotalSum: 1000, vat: { ndsNo: 0 } })],
        },
        { ...shop, rnm: '0000000000000002', receipts: [] },
      ],
      labels,
    );
    const text = 'нет доступа (окно 03.10.2026 – 31.12.2030)';
    expect(table.rows).toHaveLength(3);
    // The run of days stands before the receipts that follow it.
    expect(table.rows[0]).toEqual([
      'Касса 1',
      { id: '0000000000000001' },
      'Москва, Тверская, 1',
      '',
      '',
      '01.10.2026 – 02.10.2026',
      '',
      '',
      text,
      text,
      text,
      text,
    ]);
    expect(table.rows[1]![4]).toBe(5);
    expect(table.rows[2]).toEqual(totalsRow(1000, 1000, 0, 0));
  });

  it('a VAT column for each rate stated, in the fiscal format order, and none else', () => {
    const registers = [
      {
        ...shop,
        receipts: [receipt(1, { vat: { ndsNo: 0, nds10: 5 } }), receipt(2, { vat: { nds22: 1 } })],
      },
    ];
    expect(vatFieldsOf(registers)).toEqual(['nds22', 'nds10', 'ndsNo']);
    expect(vatFieldsOf([{ ...shop, receipts: [receipt(1, {})] }])).toEqual([]);
    expect(monthTable([{ ...shop, receipts: [] }], labels).rows).toEqual([
      ['Итого выручка', '', '', '', '', '', '', '', { kopecks: 0 }, { kopecks: 0 }, { kopecks: 0 }],
    ]);
  });
});

describe('the days of an exported month', () => {
  it('a whole month, and the running month only up to today', () => {
    expect(monthPeriod('2024-02', '2026-11-27')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthPeriod('2026-11', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });
});
