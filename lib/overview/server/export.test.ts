import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/testing/csv';
import type { OverviewAnswer } from '../contract';
import { exportTables } from '../export-tables';
import { emptyOperations, figuresOf } from '../figures';
import type { Table } from '../export-tables';
import { csvBody, xlsxStream } from './export';

const days = [{ date: '2024-06-02', operations: emptyOperations() }];
days[0]!.operations[1] = {
  count: 2,
  total: 123456,
  cash: 23456,
  cashless: 100000,
  vat: { nds20: 20576 },
};
days[0]!.operations[2] = { count: 1, total: 1000, cash: 1000, cashless: 0, vat: { nds20: 167 } };
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
const tables = exportTables(answer, null, (key) => key);

describe('overview exports', () => {
  it('writes one table as CSV with roubles, a BOM and neutralised formulas', () => {
    const text = csvBody(tables.find((t) => t.name === 'days')!);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'revenue.date',
      'revenue.income',
      'revenue.cash',
      'revenue.cashless',
      'revenue.returns',
    ]);
    expect(rows[1]).toEqual(['2024-06-01', '0.00', '0.00', '0.00', '0.00']);
    expect(rows[2]).toEqual(['2024-06-02', '1234.56', '234.56', '1000.00', '10.00']);
    const points = parseCsv(csvBody(tables.find((t) => t.name === 'points')!).slice(1));
    expect(points[1]).toEqual(['Тверская', `'=ООО "Ромашка"`, '1234.56', '1224.56', '3']);
  });

  it('streams every table into an XLSX workbook, money as numbers in roubles', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.fromWeb(xlsxStream(tables) as NodeReadableStream)) {
      chunks.push(Buffer.from(chunk));
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as never);
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
  });

  it('writes a negative change as a number, not as text', () => {
    const change: Table = {
      name: 'figures',
      title: 'figures',
      header: ['', 'change'],
      rows: [['net', { kopecks: -82761842 }, -3]],
    };
    expect(parseCsv(csvBody(change).slice(1))[1]).toEqual(['net', '-827618.42', '-3']);
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
        const csv = parseCsv(csvBody(table).slice(1)).slice(1);
        expect(csv.map(([field]) => Math.round(Number(field) * 100))).toEqual(list);
        expect(csv.every(([field]) => /^-?\d+\.\d{2}$/.test(field!))).toBe(true);
        const chunks: Buffer[] = [];
        for await (const chunk of Readable.fromWeb(xlsxStream([table]) as NodeReadableStream)) {
          chunks.push(Buffer.from(chunk));
        }
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(Buffer.concat(chunks) as never);
        const sheet = workbook.worksheets[0]!;
        const read = list.map((_, i) =>
          Math.round(Number(sheet.getRow(i + 2).getCell(1).value) * 100),
        );
        expect(read).toEqual(list);
      }),
      { numRuns: 10 },
    );
  });
});
