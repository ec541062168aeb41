import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvField } from '@/lib/documents/csv-export';
import { kopecksToDecimal, kopecksToRoubles } from '@/lib/ofd/money';
import type { Cell, Table } from '../export-tables';

// The overview's tables as files. CSV: one table, UTF-8 with a BOM (Excel reads Cyrillic), money in
// roubles with a dot. XLSX: every table on its own sheet, money as numbers in roubles with two
// decimals, written by exceljs's streaming writer so rows leave as they are written.

// Numbers are written bare: the formula guard is for text only, or a negative amount would turn
// into text (docs/exports.md).
const csvCell = (cell: Cell) => {
  if (typeof cell === 'object') return kopecksToDecimal(cell.kopecks);
  return typeof cell === 'number' ? String(cell) : csvField(cell);
};

export function csvBody(table: Table): string {
  const line = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return `\uFEFF${line(table.header)}${table.rows.map(line).join('')}`;
}

export function xlsxStream(tables: Table[]): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  void (async () => {
    try {
      for (const table of tables) {
        // Sheet names: at most 31 characters, none of []:*?/\
        const sheet = workbook.addWorksheet(table.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
        sheet.columns = table.header.map(() => ({ width: 20 }));
        sheet.addRow(table.header).font = { bold: true };
        for (const cells of table.rows) {
          const row = sheet.addRow(
            cells.map((c) => (typeof c === 'object' ? kopecksToRoubles(c.kopecks) : c)),
          );
          cells.forEach((c, i) => {
            if (typeof c === 'object') row.getCell(i + 1).numFmt = '#,##0.00';
          });
          row.commit();
        }
        sheet.commit();
      }
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
