import 'server-only';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { kopecksToRoubles } from '@/lib/ofd/money';
import type { CachedDocument } from './contract/cached-document';
import {
  COLUMN_TYPES,
  COLUMN_WIDTHS,
  rowsOf,
  type ColumnType,
  type ExportKind,
  type ExportLabels,
  type ExportValue,
} from './export-rows';
import type { CsvDialect } from './csv-export';

// XLSX exports of a selection, written by exceljs's streaming writer: rows are committed as they
// are made and zipped on the way out, so a month of documents never sits in memory as a workbook.
// Cells are typed (numbers as numbers, date-times as dates), so no spreadsheet has to guess; the
// header row stays frozen and the columns have widths (docs/exports.md).

const NUMBER_FORMATS: Record<CsvDialect, Partial<Record<ColumnType, string>>> = {
  ru: { dateTime: 'dd.mm.yyyy hh:mm:ss', money: '#,##0.00' },
  en: { dateTime: 'yyyy-mm-dd hh:mm:ss', money: '#,##0.00' },
};

/**
 * A wall-clock date-time as a date cell. Excel's dates carry no zone: the serial number exceljs
 * writes for a UTC instant is exactly that instant's UTC wall clock, so the shop's local time is
 * written as if it were UTC and reads back unchanged.
 */
export function wallClockDate(local: string): Date {
  return new Date(`${local.slice(0, 19)}Z`);
}

function cellValue(value: ExportValue, type: ColumnType): ExcelJS.CellValue {
  if (value === undefined) return null;
  if (type === 'dateTime' && typeof value === 'string') return wallClockDate(value);
  if (type === 'money' && typeof value === 'number') return kopecksToRoubles(value);
  // Identifiers (drive numbers) stay text: as numbers they would lose digits.
  return value;
}

const SLICE = 500;

/** The workbook as a byte stream; writing stops when `signal` aborts (the person went away). */
export function xlsxStream(
  documents: Iterable<CachedDocument>,
  kind: ExportKind,
  labels: ExportLabels,
  dialect: CsvDialect,
  signal?: AbortSignal,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(labels.sheet[kind], {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const types = COLUMN_TYPES[kind];
  const formats = NUMBER_FORMATS[dialect];
  sheet.columns = COLUMN_WIDTHS[kind].map((width, i) => {
    const numFmt = formats[types[i] ?? 'text'];
    return { width, style: numFmt ? { numFmt } : {} };
  });
  const rows = rowsOf(kind);

  async function write() {
    const header = sheet.addRow(labels.header[kind]);
    header.font = { bold: true };
    header.commit();
    let count = 0;
    for (const document of documents) {
      for (const values of rows(document, labels)) {
        sheet.addRow(values.map((value, i) => cellValue(value, types[i] ?? 'text'))).commit();
      }
      if (++count % SLICE === 0) {
        if (signal?.aborted) throw signal.reason;
        // Let the zip drain to the response before making more rows.
        if (out.writableNeedDrain) await once(out, 'drain');
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => out.destroy(error as Error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
