import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { workbookOf } from '@/lib/testing/workbook';
import type { Table } from './table';
import { wallClockDate, xlsxStream } from './xlsx';

describe('xlsxStream', () => {
  it('writes the wall clock unchanged, whatever the zone of the machine', () => {
    expect(wallClockDate('2024-06-01T23:59:59').toISOString()).toBe('2024-06-01T23:59:59.000Z');
  });

  it('formats a typed column on the column and a cell that types itself on the cell', async () => {
    const table: Table = {
      title: 'Sales: 01/06',
      header: ['when', 'sum', 'day'],
      types: ['dateTime', 'money'],
      rows: [['2024-06-01T08:05:09', 128521, { date: '2024-06-02' }]],
    };
    const workbook = await workbookOf(xlsxStream([table], 'ru'));
    const sheet = workbook.worksheets[0]!;
    // A sheet's name holds none of []:*?/\.
    expect(sheet.name).toBe('Sales  01 06');
    expect(sheet.getColumn(2).numFmt).toBe('#,##0.00');
    expect(sheet.getColumn(3).numFmt).toBeUndefined();
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toEqual(new Date('2024-06-01T08:05:09Z'));
    expect(row.getCell(1).numFmt).toBe('dd.mm.yyyy hh:mm:ss');
    expect(row.getCell(2).value).toBe(1285.21);
    expect(row.getCell(3).value).toEqual(new Date('2024-06-02T00:00:00Z'));
    expect(row.getCell(3).numFmt).toBe('dd.mm.yyyy');
  });

  it('sends no byte before its first rows are made, so rows that fail fail the file', async () => {
    const table: Table = {
      title: 't',
      header: ['a'],
      rows: (function* () {
        yield ['one'];
        yield ['two'];
        throw new Error('the cache went away');
      })(),
    };
    await expect(xlsxStream([table], 'en').getReader().read()).rejects.toThrow(
      'the cache went away',
    );
  });

  it('finishes a table of fewer rows than a slice that is larger than the stream buffers', async () => {
    // Text that does not compress: the zip's bytes outgrow the buffers before the rows end.
    let seed = 7;
    const noise = () =>
      Array.from({ length: 300 }, () => {
        seed = (seed * 48271) % 2147483647;
        return String.fromCharCode(0x30 + (seed % 75));
      }).join('');
    const rows = Array.from({ length: 400 }, () => [noise()]);
    const bytes = await new Response(
      xlsxStream([{ title: 't', header: ['a'], rows }], 'en'),
    ).arrayBuffer();
    expect(bytes.byteLength).toBeGreaterThan(64 * 1024);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(401);
  });
});
