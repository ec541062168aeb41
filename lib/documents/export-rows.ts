import type { DocumentType } from '@/lib/ofd/document-types';
import type { ItemUnit } from '@/lib/ofd/item-unit';
import type { MarkingCode } from '@/lib/ofd/marking-code';
import type { VatRate } from '@/lib/ofd/schemas';
import type { ColumnType, FileFormat, Table } from '@/lib/export/table';
import { isCachedCheck, type CachedDocument } from './contract/cached-document';

// The rows of the exports as typed values, before any file format: the export's writers
// (lib/export) decide how a date-time, money or a quantity is written, so both files always hold
// the same columns in the same order.

export type ExportKind = 'documents' | 'items';

export type ExportValue = string | number | undefined;

/** Words for the codes, in the person's language (from the i18n catalogs). */
export type ExportLabels = {
  header: Record<ExportKind, string[]>;
  sheet: Record<ExportKind, string>;
  type: (type: DocumentType) => string;
  operation: (code: number) => string;
  vatRate: (rate: VatRate | undefined) => string;
  paymentMethod: (code: number | undefined) => string;
  /** "kg", "шт", or the older free text; a code outside the table says it is not recognised. */
  unit: (unit: ItemUnit | undefined) => string;
  /** The product code in words: kind, GTIN, serial (docs/fiscal-rules.md). */
  marking: (code: MarkingCode | undefined) => string;
  /** The file's name in the person's language, without its extension. */
  fileName: (kind: ExportKind, rnm: string, from: string, to: string) => string;
};

/** Each export's columns in order, named by their titles' keys in the catalogs (DocumentsExport). */
export const COLUMN_KEYS = {
  documents: [
    'time',
    'type',
    'fd',
    'shift',
    'operation',
    'total',
    'cash',
    'cashless',
    'cashier',
    'id',
    'drive',
  ],
  items: [
    'time',
    'fd',
    'operation',
    'name',
    'price',
    'quantity',
    'unit',
    'sum',
    'vatRate',
    'paymentMethod',
    'marking',
    'drive',
  ],
} as const satisfies Record<ExportKind, readonly string[]>;

/** The type of each column's cells, in the order of COLUMN_KEYS. */
export const COLUMN_TYPES: Record<ExportKind, readonly ColumnType[]> = {
  // time, type, FD, shift, operation, total, cash, cashless, cashier, id, drive
  documents: [
    'dateTime',
    'text',
    'integer',
    'integer',
    'text',
    'money',
    'money',
    'money',
    'text',
    'text',
    'identifier',
  ],
  // time, FD, operation, name, price, quantity, unit, sum, VAT rate, payment method, marking
  // code, drive
  items: [
    'dateTime',
    'integer',
    'text',
    'text',
    'money',
    'decimal',
    'text',
    'money',
    'text',
    'text',
    'text',
    'identifier',
  ],
};

/** Column widths in characters for the XLSX (names of items are the long ones). */
export const COLUMN_WIDTHS: Record<ExportKind, readonly number[]> = {
  documents: [20, 22, 10, 8, 20, 12, 12, 12, 24, 38, 18],
  items: [20, 10, 20, 44, 12, 10, 8, 12, 12, 24, 48, 18],
};

function documentRows(d: CachedDocument, labels: ExportLabels): ExportValue[][] {
  const check = isCachedCheck(d) ? d : undefined;
  return [
    [
      d.dateTime,
      labels.type(d.type),
      d.fiscalDocumentNumber,
      d.shiftNumber,
      check && labels.operation(check.operationType),
      check?.totalSum,
      check?.cashTotalSum,
      check?.ecashTotalSum,
      d.operator,
      d.id,
      // The drive: a period across a drive replacement holds documents of both.
      d.drive,
    ],
  ];
}

function itemRows(d: CachedDocument, labels: ExportLabels): ExportValue[][] {
  if (!isCachedCheck(d)) return [];
  return d.items.map((item) => [
    d.dateTime,
    d.fiscalDocumentNumber,
    labels.operation(d.operationType),
    item.name,
    item.price,
    item.quantity,
    labels.unit(item.unit),
    item.sum,
    labels.vatRate(item.vatRate),
    labels.paymentMethod(item.paymentMethod),
    labels.marking(item.marking),
    d.drive,
  ]);
}

/** The rows one document contributes: one for the documents export, one per item for items. */
export function rowsOf(kind: ExportKind) {
  return kind === 'documents' ? documentRows : itemRows;
}

/** The selection as the export's table, its rows made as the writer reads them. */
export function documentsTable(
  documents: Iterable<CachedDocument>,
  kind: ExportKind,
  labels: ExportLabels,
): Table {
  const rows = rowsOf(kind);
  return {
    title: labels.sheet[kind],
    header: labels.header[kind],
    types: COLUMN_TYPES[kind],
    widths: COLUMN_WIDTHS[kind],
    rows: (function* () {
      for (const document of documents) yield* rows(document, labels);
    })(),
  };
}

/** The rows an export of `documents` writes (the audit's count): one per item for items. */
export function rowCount(kind: ExportKind, documents: readonly CachedDocument[]): number {
  if (kind === 'documents') return documents.length;
  return documents.reduce((sum, d) => sum + (isCachedCheck(d) ? d.items.length : 0), 0);
}

/** `<rnm>_<from>_<to>_<kind>.<csv|xlsx>`: digits, dates and fixed words only, safe in a header. */
export function exportFileName(
  rnm: string,
  from: string,
  to: string,
  kind: ExportKind,
  format: FileFormat,
): string {
  return `${rnm}_${from}_${to}_${kind}.${format}`;
}
