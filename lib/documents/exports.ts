import type { DocumentType } from '@/lib/ofd/document-types';
import { kopecksToRubles } from '@/lib/ofd/qr';
import type { VatRate } from '@/lib/ofd/schemas';
import { isCachedCheck, type CachedDocument } from './cached-document';

// CSV exports of a selection (RFC 4180, CRLF), streamed in slices so a month of 100k documents is
// never one string. UTF-8 with a BOM so that Excel reads Cyrillic correctly; money in roubles with a
// dot (`1285.21`); times as the shop's wall clock (`2024-05-01 10:00:00`, which Excel reads as a
// date-time in any locale).

export type ExportKind = 'documents' | 'items';

/** Words for the codes, in the person's language (from the i18n catalogs). */
export type CsvLabels = {
  header: Record<ExportKind, string[]>;
  type: (type: DocumentType) => string;
  operation: (code: number) => string;
  vatRate: (rate: VatRate | undefined) => string;
  paymentMethod: (code: number | undefined) => string;
};

/**
 * One CSV field. Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR at
 * the start) gets a leading apostrophe: item and cashier names come from registers, not from us.
 */
export function csvField(value: string | number | undefined): string {
  if (value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (fields: (string | number | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;
const time = (dateTime: string) => dateTime.replace('T', ' ');
const money = (kopecks: number | undefined) =>
  kopecks === undefined ? undefined : kopecksToRubles(kopecks);

function documentLines(d: CachedDocument, labels: CsvLabels): string {
  const check = isCachedCheck(d) ? d : undefined;
  return line([
    time(d.dateTime),
    labels.type(d.type),
    d.fiscalDocumentNumber,
    d.shiftNumber,
    check && labels.operation(check.operationType),
    money(check?.totalSum),
    money(check?.cashTotalSum),
    money(check?.ecashTotalSum),
    d.operator,
    d.id,
  ]);
}

function itemLines(d: CachedDocument, labels: CsvLabels): string {
  if (!isCachedCheck(d)) return '';
  let out = '';
  for (const item of d.items) {
    out += line([
      time(d.dateTime),
      d.fiscalDocumentNumber,
      labels.operation(d.operationType),
      item.name,
      money(item.price),
      item.quantity,
      money(item.sum),
      labels.vatRate(item.vatRate),
      labels.paymentMethod(item.paymentMethod),
    ]);
  }
  return out;
}

/** The CSV as a byte stream: BOM and header first, then slices of rows as the reader pulls. */
export function csvStream(
  documents: Iterable<CachedDocument>,
  kind: ExportKind,
  labels: CsvLabels,
  sliceSize = 1000,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const rows = kind === 'documents' ? documentLines : itemLines;
  const iterator = documents[Symbol.iterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${line(labels.header[kind])}`));
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
        text += rows(next.value, labels);
      }
      controller.enqueue(encoder.encode(text));
    },
  });
}

/** `<rnm>_<from>_<to>_<kind>.csv`: digits, dates and a fixed word only, safe in a header. */
export function exportFileName(rnm: string, from: string, to: string, kind: ExportKind): string {
  return `${rnm}_${from}_${to}_${kind}.csv`;
}
