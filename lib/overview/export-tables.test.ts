import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/testing/csv';
import { workbookOf } from '@/lib/testing/workbook';
import type { OverviewAnswer } from './contract';
import { csvSlices } from '@/lib/export/csv';
import type { Dialect } from '@/lib/export/table';
import { xlsxStream } from '@/lib/export/xlsx';
import { exportTables, type ExportLabels, type OverviewTable as Table } from './export-tables';
import { emptyOperations, figuresOf, type DayOperations, type OverviewDay } from './figures';

/** The whole CSV as one string. */
const csvBody = (table: Table, dialect: Dialect) => [...csvSlices(table, dialect)].join('');

/** One day of the overview: the operations given, the others empty. */
const oneDay = (date: string, operations: Partial<DayOperations>): OverviewDay[] => [
  { date, operations: { ...emptyOperations(), ...operations } },
];

const days = oneDay('2024-06-02', {
  1: { count: 2, total: 123456, cash: 23456, cashless: 100000, vat: { nds20: 20576 } },
  2: { count: 1, total: 1000, cash: 1000, cashless: 0, vat: { nds20: 167 } },
});
const figures = figuresOf(days);
const answer: OverviewAnswer = {
  source: 'statistics',
  period: { from: '2024-06-01', to: '2024-06-02' },
  previousPeriod: { from: '2024-05-30', to: '2024-05-31' },
  current: figures,
  previous: figuresOf([]),
  days,
  registers: [
    {
      orgId: 'o',
      orgName: '=ООО "Ромашка"',
      rnm: '0000000000000001',
      name: 'Касса 1',
      salesPoint: 'Тверская',
      address: '',
      window: { from: '2024-01-01T00:00:00', to: '2024-12-31T23:59:59' },
      coverage: 'full',
      previousCoverage: 'full',
      current: figures,
      previous: figuresOf([]),
    },
  ],
};
const labels: ExportLabels = {
  t: (key, values) => (values ? `${key} ${Object.values(values).join(' ')}` : key),
  date: (d) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`,
  vat: (field) => (field === 'nds20' ? 'НДС 20%' : field),
};
const tables = exportTables(answer, null, labels);
const table = (name: string) => tables.find((t) => t.name === name)!;

describe('overview exports', () => {
  it('writes the Russian CSV with `;`, decimal commas, dd.mm.yyyy and a totals row', () => {
    const text = csvBody(table('days'), 'ru');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1), ';');
    expect(rows[0]).toEqual([
      'revenue.date',
      'revenue.income',
      'revenue.cash',
      'revenue.cashless',
      'revenue.returns',
    ]);
    expect(rows[1]).toEqual(['01.06.2024', '0,00', '0,00', '0,00', '0,00']);
    expect(rows[2]).toEqual(['02.06.2024', '1234,56', '234,56', '1000,00', '10,00']);
    expect(rows[3]).toEqual(['export.total', '1234,56', '234,56', '1000,00', '10,00']);
    const points = parseCsv(csvBody(table('points'), 'ru').slice(1), ';');
    expect(points[1]).toEqual(['Тверская', `'=ООО "Ромашка"`, '1234,56', '1224,56', '3']);
    expect(points[2]).toEqual(['export.total', '', '1234,56', '1224,56', '3']);
  });

  it('writes the international CSV with `,`, dots and ISO dates', () => {
    const rows = parseCsv(csvBody(table('days'), 'en').slice(1));
    expect(rows[2]).toEqual(['2024-06-02', '1234.56', '234.56', '1000.00', '10.00']);
  });

  it('names the figure column, the periods and VAT as people do', () => {
    const figures = table('figures');
    expect(figures.header).toEqual([
      'export.figure',
      '01.06.2024 – 02.06.2024',
      '30.05.2024 – 31.05.2024',
      'export.change',
    ]);
    expect(figures.rows.map((r) => r[0])).toContain('НДС 20%');
    expect(figures.rows.map((r) => r[0]).join(' ')).not.toMatch(/nds/);
  });

  it('says "no access" with the window for a register and a day outside it, never zero', () => {
    const outside = {
      ...answer.registers[0]!,
      window: { from: '2024-06-02T00:00:00', to: '2024-12-31T23:59:59' },
      rnm: '0000000000000002',
      salesPoint: 'Арбат',
      coverage: 'none' as const,
      current: figuresOf([]),
    };
    const narrow = { ...answer.registers[0]!, window: outside.window };
    const cut = exportTables({ ...answer, registers: [narrow, outside] }, null, labels);
    const registers = cut.find((t) => t.name === 'registers')!.rows;
    expect(registers[1]).toEqual([
      expect.stringContaining('0000000000000002'),
      answer.registers[0]!.orgName,
      ...Array(3).fill('export.noAccess 02.06.2024 – 31.12.2024'),
    ]);
    const days = cut.find((t) => t.name === 'days')!.rows;
    expect(days[0]).toEqual([
      { date: '2024-06-01' },
      ...Array(4).fill('export.noAccess 02.06.2024 – 31.12.2024'),
    ]);
  });

  it('streams every table into an XLSX workbook, money as numbers and dates as dates', async () => {
    const workbook = await workbookOf(xlsxStream(tables, 'ru'));
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'figures.label',
      'revenue.title',
      'breakdown.points',
      'breakdown.registers',
      'items.title',
    ]);
    const figuresSheet = workbook.worksheets[0]!;
    expect(figuresSheet.getRow(2).getCell(2).value).toBe(1234.56);
    expect(figuresSheet.getRow(2).getCell(2).numFmt).toBe('#,##0.00');
    const daysSheet = workbook.worksheets[1]!;
    const day = daysSheet.getRow(3).getCell(1);
    expect(day.value).toEqual(new Date('2024-06-02T00:00:00Z'));
    expect(day.numFmt).toBe('dd.mm.yyyy');
    expect(daysSheet.getRow(4).getCell(1).value).toBe('export.total');
  });

  it('writes a negative change as a number, not as text', () => {
    const change: Table = {
      name: 'figures',
      title: 'figures',
      header: ['', 'change'],
      rows: [['net', { kopecks: -82761842 }, -3]],
    };
    expect(parseCsv(csvBody(change, 'en').slice(1))[1]).toEqual(['net', '-827618.42', '-3']);
    // The Russian dialect: `;` and a decimal comma, and still a number (no `'` guard).
    expect(csvBody(change, 'ru').split('\r\n')[1]).toBe('net;-827618,42;-3');
  });

  it('reads every amount back to the kopeck, from CSV and from XLSX', async () => {
    const amounts = fc.array(
      fc.oneof(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom(0, -1, -82761842)),
      { minLength: 1, maxLength: 50 },
    );
    await fc.assert(
      fc.asyncProperty(amounts, async (list) => {
        const table: Table = {
          name: 'days',
          title: 'days',
          header: ['amount'],
          rows: list.map((kopecks) => [{ kopecks }]),
        };
        const csv = parseCsv(csvBody(table, 'en').slice(1)).slice(1);
        expect(csv.map(([field]) => Math.round(Number(field) * 100))).toEqual(list);
        expect(csv.every(([field]) => /^-?\d+\.\d{2}$/.test(field!))).toBe(true);
        const workbook = await workbookOf(xlsxStream([table], 'en'));
        const sheet = workbook.worksheets[0]!;
        const read = list.map((_, i) =>
          Math.round(Number(sheet.getRow(i + 2).getCell(1).value) * 100),
        );
        expect(read).toEqual(list);
      }),
      { numRuns: 10 },
    );
  });
  it("writes date-times and identifiers: the shop's clock, and 16 digits that stay digits", async () => {
    const month: Table = {
      name: 'month',
      title: 'Чеки',
      header: ['ФН', 'Время'],
      rows: [[{ id: '9960440300000001' }, { dateTime: '2026-10-01T09:05:07' }]],
    };
    // Excel would show 16 digits as 9,96044E+15: the Russian dialect writes a text formula.
    expect(csvBody(month, 'ru').split('\r\n')[1]).toBe(
      '"=""9960440300000001""";01.10.2026 09:05:07',
    );
    expect(csvBody(month, 'en').split('\r\n')[1]).toBe('9960440300000001,2026-10-01 09:05:07');
    const workbook = await workbookOf(xlsxStream([month], 'ru'));
    const row = workbook.worksheets[0]!.getRow(2);
    expect(row.getCell(1).value).toBe('9960440300000001');
    expect(row.getCell(2).value).toEqual(new Date('2026-10-01T09:05:07Z'));
    expect(row.getCell(2).numFmt).toBe('dd.mm.yyyy hh:mm:ss');
  });
});

describe('a day with a payout and a return', () => {
  // 35 000,00 ₽ paid out (no VAT: its turnover is `ndsNo`) and a 2 178,95 ₽ sale return at 22%.
  const payoutDay = oneDay('2026-11-27', {
    3: { count: 1, total: 3500000, cash: 3500000, cashless: 0, vat: { ndsNo: 3500000 } },
    2: { count: 1, total: 217895, cash: 0, cashless: 217895, vat: { nds22: 39292 } },
  });
  const current = figuresOf(payoutDay);
  const [figuresTable] = exportTables(
    { ...answer, current, days: payoutDay, registers: [] },
    null,
    labels,
  );

  it('names money paid out apart from revenue, and no VAT where none was charged', () => {
    expect(current).toMatchObject({ net: -217895, payouts: 3500000, averageCheck: 0 });
    expect(current.vat).toEqual({ nds22: -39292 });
    expect(current.untaxed).toEqual({});
    const rows = new Map(figuresTable!.rows.map((r) => [r[0], r[1]]));
    expect(rows.get('figures.net')).toEqual({ kopecks: -217895 });
    expect(rows.get('figures.payouts')).toEqual({ kopecks: 3500000 });
    expect(rows.get('figures.cashless')).toEqual({ kopecks: -217895 });
    expect(rows.has('export.turnover.ndsNo')).toBe(false);
  });
});
