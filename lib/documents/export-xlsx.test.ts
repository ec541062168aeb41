import { describe, expect, it, vi } from 'vitest';
import { xlsxStream } from '@/lib/export/xlsx';
import { workbookOf } from '@/lib/testing/workbook';
import { documentsTable } from './export-rows';
import { documents, labels } from './testing/export-fixtures';

vi.mock('server-only', () => ({}));

describe('the documents as XLSX', () => {
  it('writes typed cells: date-times as dates, money and quantities as numbers', async () => {
    const workbook = await workbookOf(
      xlsxStream([documentsTable(documents, 'items', labels)], 'ru'),
    );
    const sheet = workbook.getWorksheet('Items')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, ...labels.header.items]);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toEqual(new Date('2024-06-01T08:05:09Z'));
    expect(row.getCell(1).numFmt).toBe('dd.mm.yyyy hh:mm:ss');
    expect(row.getCell(2).value).toBe(2);
    expect(row.getCell(4).value).toBe('Молоко "Весёлый молочник", 1 л');
    expect(row.getCell(5).value).toBe(89.05);
    expect(row.getCell(6).value).toBe(1.5);
    expect(row.getCell(8).value).toBe(133.58);
    // No formula in XLSX: the text stays text, as written.
    expect(sheet.getRow(3).getCell(4).value).toBe('=HYPERLINK("x")');
    // Unit and product code of the marked item, as text (the GTIN keeps its leading zero).
    expect(sheet.getRow(3).getCell(7).value).toBe('U:0');
    expect(sheet.getRow(3).getCell(11).value).toBe('M:gs1m:04600439931256:5ABCDE');
    expect(row.getCell(7).value).toBeNull();
  });

  it('freezes the header row and sets column widths', async () => {
    const workbook = await workbookOf(
      xlsxStream([documentsTable(documents, 'documents', labels)], 'en'),
    );
    const sheet = workbook.getWorksheet('Docs')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(10).width).toBe(38);
    expect(sheet.getRow(3).getCell(6).value).toBe(1285.21);
    expect(sheet.getRow(2).getCell(6).value).toBeNull();
    expect(sheet.getRow(3).getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });
});
