import { CHECK_TYPES, type DocumentType } from '@/lib/ofd/document-types';
import type { OperationType } from '@/lib/ofd/receipt-math';
import type { VatAmounts } from '@/lib/ofd/vat-rates';
import { readReceiptVat } from '@/lib/ofd/vat-reading';
import type { IngestDocument, LocalDateTime } from './types';

/** What the figures read of a document: its content hash plays no part in them. */
export type FigureSource = Omit<IngestDocument, 'contentHash'>;

// What the statistics operations count, taken out of a document once, when it is stored, so that
// every engine aggregates the same numbers. The rules are the dashboard's receipt arithmetic
// (lib/ofd/receipt-math.ts): receipts, BSO and their corrections count; cash is `cashTotalSum`,
// cashless `ecashTotalSum`; VAT is the receipt's own reading of its rates on its date
// (lib/ofd/vat-reading.ts), under the spec's names, whatever rates exist now or later.

export type { OperationType };

/** One receipt's contribution. */
export type ReceiptFigures = {
  regNumber: string;
  fiscalDriveNumber: string;
  fdNumber: number;
  dateTime: LocalDateTime;
  shiftNumber: number | null;
  operationType: OperationType;
  total: number;
  cash: number;
  cashless: number;
  vat: VatAmounts;
};

/** An opening or closing of a shift, so that by-shifts can say when a shift opened and closed. */
export type ShiftEvent = {
  regNumber: string;
  fiscalDriveNumber: string;
  shiftNumber: number;
  kind: 'open' | 'close';
  dateTime: LocalDateTime;
};

const money = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;
const shift = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

export function isCountedType(type: DocumentType): boolean {
  return (CHECK_TYPES as readonly string[]).includes(type);
}

/** The figures of a stored document, or null when it does not move money. */
export function receiptFigures(
  doc: FigureSource,
  body?: Record<string, unknown>,
): ReceiptFigures | null {
  if (!isCountedType(doc.type)) return null;
  const data = body ?? (JSON.parse(doc.body) as Record<string, unknown>);
  const operationType = data.operationType;
  if (operationType !== 1 && operationType !== 2 && operationType !== 3 && operationType !== 4) {
    return null;
  }
  return {
    regNumber: doc.regNumber,
    fiscalDriveNumber: doc.fiscalDriveNumber,
    fdNumber: doc.fdNumber,
    dateTime: doc.dateTime,
    shiftNumber: shift(data.shiftNumber),
    operationType,
    total: money(data.totalSum),
    cash: money(data.cashTotalSum),
    cashless: money(data.ecashTotalSum),
    vat: readReceiptVat(data, doc.dateTime).vat,
  };
}

export function shiftEvent(doc: FigureSource, body?: Record<string, unknown>): ShiftEvent | null {
  if (doc.type !== 'openShift' && doc.type !== 'closeShift') return null;
  const data = body ?? (JSON.parse(doc.body) as Record<string, unknown>);
  const shiftNumber = shift(data.shiftNumber);
  if (shiftNumber === null) return null;
  return {
    regNumber: doc.regNumber,
    fiscalDriveNumber: doc.fiscalDriveNumber,
    shiftNumber,
    kind: doc.type === 'openShift' ? 'open' : 'close',
    dateTime: doc.dateTime,
  };
}
