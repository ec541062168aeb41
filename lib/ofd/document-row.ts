import { z } from 'zod';
import { isDocumentType, type DocumentType } from './document-types';
import { trimmed } from './ids';
import { count, documentDateTime, isPlainObject, money, opt, requiredText } from './schemas/fields';
import type { DocumentRow } from './views';

// A documents table needs ten fields of each document, not the whole typed body: a month of a busy
// register is up to 100k documents (ofd-facts §4), and the full body schema (items, VAT, both
// field families, raw copy) costs several times more per document, blocking the event loop for
// the whole list. Rows are read with this narrow schema, built from the same field primitives as
// lib/ofd/schemas; the full FiscalDocument is parsed only for one document's detail.

const rowBody = z.object({
  id: opt(trimmed),
  fiscalDocumentNumber: count,
  dateTime: documentDateTime,
  kktRegId: requiredText,
  fiscalDriveNumber: requiredText,
  shiftNumber: opt(count),
  operationType: opt(z.int().min(1).max(4)),
  totalSum: opt(money),
  cashTotalSum: opt(money),
  ecashTotalSum: opt(money),
  operator: opt(trimmed),
});

/** The row, and where the document says it comes from (to check it against the request). */
export type ParsedRow = { row: DocumentRow; kktRegId: string; fiscalDriveNumber: string };

/** One envelope → a row, or null when it is not a readable fiscal document. */
export function readDocumentRow(envelope: unknown): ParsedRow | null {
  if (!isPlainObject(envelope)) return null;
  const keys = Object.keys(envelope);
  const type = keys[0];
  if (keys.length !== 1 || !isDocumentType(type)) return null;
  const parsed = rowBody.safeParse(envelope[type]);
  if (!parsed.success) return null;
  const body = parsed.data;
  const money = isCheck(type);
  // Money-moving documents must state their operation and total; reports have neither.
  if (money && (body.operationType === undefined || body.totalSum === undefined)) return null;
  const row: DocumentRow = {
    id: body.id ?? '',
    type,
    fd: body.fiscalDocumentNumber,
    dateTime: body.dateTime,
    shift: body.shiftNumber ?? null,
    operationType: money ? (body.operationType as 1 | 2 | 3 | 4) : null,
    total: money ? (body.totalSum ?? null) : null,
    cash: money ? (body.cashTotalSum ?? 0) : null,
    cashless: money ? (body.ecashTotalSum ?? 0) : null,
    cashier: body.operator ?? null,
  };
  return { row, kktRegId: body.kktRegId, fiscalDriveNumber: body.fiscalDriveNumber };
}

function isCheck(type: DocumentType): boolean {
  return (
    type === 'receipt' || type === 'receiptCorrection' || type === 'bso' || type === 'bsoCorrection'
  );
}
