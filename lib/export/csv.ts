import { kopecksToDecimal } from '@/lib/ofd/money';
import type { Cell, ColumnType, Dialect, Table } from './table';

// A table as CSV (RFC 4180, CRLF), UTF-8 with a BOM so that Excel reads Cyrillic, in slices so a
// month of 100k documents is never one string. Excel opens a CSV with the list separator and
// decimal mark of the computer's regional settings, so a Russian Excel wants `;`, decimal commas
// and `dd.mm.yyyy` (with `,` every row lands in column A and `1.5` becomes a date); the
// international dialect keeps `,`, `.` and ISO dates (docs/exports.md).

type Conventions = { separator: string; decimal: string; dateTime: (local: string) => string };

const DIALECTS: Record<Dialect, Conventions> = {
  ru: {
    separator: ';',
    decimal: ',',
    dateTime: (t) => `${t.slice(8, 10)}.${t.slice(5, 7)}.${t.slice(0, 4)} ${t.slice(11, 19)}`,
  },
  en: { separator: ',', decimal: '.', dateTime: (t) => t.replace('T', ' ') },
};

/**
 * One text field. Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR at
 * the start) gets a leading apostrophe: item and cashier names come from registers, not from us.
 */
export function csvField(value: string | number | undefined, separator = ','): string {
  if (value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  const special = new RegExp(`["\\r\\n${separator}]`);
  return special.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A typed value as the dialect writes it; numbers are never quoted, so they stay numbers. */
export function csvValue(
  value: string | number | undefined,
  type: ColumnType,
  dialect: Dialect,
): string {
  const c = DIALECTS[dialect];
  if (value === undefined) return '';
  if (typeof value === 'number') {
    if (type === 'money') return kopecksToDecimal(value, c.decimal);
    return String(value).replace('.', c.decimal);
  }
  if (type === 'dateTime') return c.dateTime(value);
  // A 16-digit drive number would become 9,96044E+15 in Excel, its last digit lost: for Excel
  // (the Russian dialect) it is written as a text formula, which Excel shows as the digits.
  if (type === 'identifier' && dialect === 'ru' && /^\d{12,}$/.test(value)) {
    return `"=""${value}"""`;
  }
  return csvField(value, c.separator);
}

function csvCell(cell: Cell, type: ColumnType, dialect: Dialect): string {
  if (typeof cell !== 'object') return csvValue(cell, type, dialect);
  if ('kopecks' in cell) return csvValue(cell.kopecks, 'money', dialect);
  if ('dateTime' in cell) return csvValue(cell.dateTime, 'dateTime', dialect);
  if ('id' in cell) return csvValue(cell.id, 'identifier', dialect);
  return csvValue(`${cell.date}T00:00:00`, 'dateTime', dialect).slice(0, 10);
}

function line(cells: readonly Cell[], types: readonly ColumnType[], dialect: Dialect): string {
  const fields = cells.map((cell, i) => csvCell(cell, types[i] ?? 'text', dialect));
  return `${fields.join(DIALECTS[dialect].separator)}\r\n`;
}

/**
 * The file's text in slices of `sliceSize` rows: BOM and header go with the first slice, so a
 * table whose first rows fail fails before anything is sent (file-response.server.ts).
 */
export function* csvSlices(table: Table, dialect: Dialect, sliceSize = 1000): Generator<string> {
  const types = table.types ?? [];
  let text = `\uFEFF${line(table.header, [], dialect)}`;
  let count = 0;
  for (const row of table.rows) {
    text += line(row, types, dialect);
    if (++count % sliceSize === 0) {
      yield text;
      text = '';
    }
  }
  if (text) yield text;
}

/** The CSV as a byte stream, a slice each time the reader pulls. */
export function csvStream(
  table: Table,
  dialect: Dialect,
  sliceSize?: number,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const slices = csvSlices(table, dialect, sliceSize);
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = slices.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    cancel() {
      slices.return(undefined);
    },
  });
}
