import { kopecksToDecimal } from '@/lib/ofd/money';
import type { CachedDocument } from './contract/cached-document';
import {
  COLUMN_TYPES,
  rowsOf,
  type ColumnType,
  type ExportKind,
  type ExportLabels,
  type ExportValue,
} from './export-rows';

// CSV exports of a selection (RFC 4180, CRLF), streamed in slices so a month of 100k documents is
// never one string, UTF-8 with a BOM so that Excel reads Cyrillic. Excel opens a CSV with the
// list separator and decimal mark of the computer's regional settings, so a Russian Excel wants
// `;`, decimal commas and `dd.mm.yyyy` (with `,` every row lands in column A and `1.5` becomes a
// date); the international dialect keeps `,`, `.` and ISO dates (docs/exports.md).

export type CsvDialect = 'ru' | 'en';

type Conventions = { separator: string; decimal: string; dateTime: (local: string) => string };

const DIALECTS: Record<CsvDialect, Conventions> = {
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
export function csvValue(value: ExportValue, type: ColumnType, dialect: CsvDialect): string {
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

function line(values: ExportValue[], types: readonly ColumnType[], dialect: CsvDialect): string {
  const fields = values.map((value, i) => csvValue(value, types[i] ?? 'text', dialect));
  return `${fields.join(DIALECTS[dialect].separator)}\r\n`;
}

/** The CSV as a byte stream: BOM and header first, then slices of rows as the reader pulls. */
export function csvStream(
  documents: Iterable<CachedDocument>,
  kind: ExportKind,
  labels: ExportLabels,
  dialect: CsvDialect,
  sliceSize = 1000,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const rows = rowsOf(kind);
  const types = COLUMN_TYPES[kind];
  const header = labels.header[kind].map(() => 'text' as const);
  const iterator = documents[Symbol.iterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${line(labels.header[kind], header, dialect)}`));
    },
    pull(controller) {
      let text = '';
      for (let i = 0; i < sliceSize; i++) {
        const next = iterator.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        for (const row of rows(next.value, labels)) text += line(row, types, dialect);
      }
      controller.enqueue(encoder.encode(text));
    },
  });
}
