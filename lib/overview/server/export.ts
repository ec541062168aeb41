import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvField, csvValue, type CsvDialect } from '@/lib/documents/csv-export';
import { wallClockDate } from '@/lib/documents/xlsx-export';
import { kopecksToRoubles } from '@/lib/ofd/money';
import type { Cell, Table } from '../export-tables';

// The overview's tables as files, in the documents' conventions (docs/exports.md). CSV: one table,
// UTF-8 with a BOM (Excel reads Cyrillic), in the Russian dialect `;`, decimal commas and
// dd.mm.yyyy, in the international one `,`, dots and ISO dates (the documents' own writer,
// lib/documents/csv-export.ts). XLSX: every table on its own sheet, money as numbers in roubles
// and dates as date cells, written by exceljs's streaming writer so rows leave as they are written.

const SEPARATORS: Record<CsvDialect, string> = { ru: ';', en: ',' };

function csvCell(cell: Cell, dialect: CsvDialect): string {
  if (typeof cell === 'number') return csvValue(cell, 'decimal', dialect);
  if (typeof cell === 'string') return csvField(cell, SEPARATORS[dialect]);
  if ('kopecks' in cell) return csvValue(cell.kopecks, 'money', dialect);
  if ('dateTime' in cell) return csvValue(cell.dateTime, 'dateTime', dialect);
  if ('id' in cell) return csvValue(cell.id, 'identifier', dialect);
  return csvValue(`${cell.date}T00:00:00`, 'dateTime', dialect).slice(0, 10);
}

export function csvBody(table: Table, dialect: CsvDialect): string {
  const line = (cells: Cell[]) =>
    `${cells.map((c) => csvCell(c, dialect)).join(SEPARATORS[dialect])}\r\n`;
  return `\uFEFF${line(table.header)}${table.rows.map(line).join('')}`;
}

const DATE_FORMATS: Record<CsvDialect, string> = { ru: 'dd.mm.yyyy', en: 'yyyy-mm-dd' };
const DATE_TIME_FORMATS: Record<CsvDialect, string> = {
  ru: 'dd.mm.yyyy hh:mm:ss',
  en: 'yyyy-mm-dd hh:mm:ss',
};

function xlsxCell(cell: Cell): ExcelJS.CellValue {
  if (typeof cell !== 'object') return cell;
  if ('kopecks' in cell) return kopecksToRoubles(cell.kopecks);
  if ('dateTime' in cell) return wallClockDate(cell.dateTime);
  // Identifiers stay text: as numbers, 16 digits would lose the last.
  if ('id' in cell) return cell.id;
  return wallClockDate(`${cell.date}T00:00:00`);
}

function numberFormat(cell: Cell, dialect: CsvDialect): string | undefined {
  if (typeof cell !== 'object' || 'id' in cell) return undefined;
  if ('kopecks' in cell) return '#,##0.00';
  return 'dateTime' in cell ? DATE_TIME_FORMATS[dialect] : DATE_FORMATS[dialect];
}

export function xlsxStream(tables: Table[], dialect: CsvDialect): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  void (async () => {
    try {
      for (const table of tables) {
        // Sheet names: at most 31 characters, none of []:*?/\
        const sheet = workbook.addWorksheet(table.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
          views: [{ state: 'frozen', ySplit: 1 }],
        });
        sheet.columns = table.header.map(() => ({ width: 22 }));
        sheet.addRow(table.header).font = { bold: true };
        for (const cells of table.rows) {
          const row = sheet.addRow(cells.map(xlsxCell));
          cells.forEach((c, i) => {
            const format = numberFormat(c, dialect);
            if (format) row.getCell(i + 1).numFmt = format;
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
