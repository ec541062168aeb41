import { FORM_CODES, type DocumentType } from '@/lib/ofd/document-types';
import { itemProblems } from './item-checks';
import { receiptVatProblems } from './vat-checks';
import type { WorldDocument } from './world';

// Self-consistency of a single document, written against the wire format only (not against the
// generator's internals), so it can judge generated and imported documents alike.

const CHECK_CODE_FIELD: Partial<Record<DocumentType, string>> = {
  receipt: 'receiptCode',
  receiptCorrection: 'receiptCode',
  bso: 'bsoCode',
  bsoCorrection: 'bsoCode',
};
const CODE_FIELDS = ['code', 'receiptCode', 'bsoCode'];
const MAX_FISCAL_SIGN = 2 ** 48 - 1;

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** Exactly one form-code field, and it names the document's own type. */
export function codeProblems(doc: WorldDocument): string[] {
  const present = CODE_FIELDS.filter((field) => field in doc.body);
  const expected = CHECK_CODE_FIELD[doc.type] ?? 'code';
  if (present.length !== 1 || present[0] !== expected) return [`code fields ${present.join(',')}`];
  if (doc.body[expected] !== FORM_CODES[doc.type]) return [`${expected} ${doc.body[expected]}`];
  return [];
}

/** Fixed widths, GUID, fiscal sign range and the UTC receive stamp. */
export function shapeProblems(doc: WorldDocument): string[] {
  const b = doc.body;
  const problems: string[] = [];
  if (b.kktRegId.length !== 20 || !/^\d{16} *$/.test(b.kktRegId)) problems.push('kktRegId width');
  if (b.fiscalDriveNumber.length !== 16 || !/^\d+ *$/.test(b.fiscalDriveNumber)) {
    problems.push('fiscalDriveNumber width');
  }
  if ('userInn' in b && (typeof b.userInn !== 'string' || b.userInn.length !== 12)) {
    problems.push('userInn width');
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(b.id)) {
    problems.push('id is not a GUID');
  }
  const sign = b.fiscalSign;
  if (!Number.isSafeInteger(sign) || (sign as number) < 1 || (sign as number) > MAX_FISCAL_SIGN) {
    problems.push(`fiscalSign ${String(sign)}`);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(b.receiveDateTimeUtc)) {
    problems.push('receiveDateTimeUtc format');
  } else {
    // Offsets in Russia span UTC+2..+12: a document cannot reach the operator before it exists.
    const local = Date.parse(`${b.dateTime}Z`);
    if (Date.parse(b.receiveDateTimeUtc) < local - 12 * 3600_000) problems.push('received early');
  }
  return problems;
}

type Item = Record<string, unknown>;

/** VAT fields of both families that hold money (the list `amountsReceiptNds` is read apart). */
const VAT_MONEY = /^nds(\d+|No|Calculated\d+)$/;

/**
 * Items, VAT and payment of a receipt, BSO or correction add up to the penny; the VAT as the
 * dashboard reads it (vat-checks.ts), each line as item-checks.ts judges it.
 */
export function moneyProblems(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const money = (field: string) => (body[field] === undefined ? 0 : body[field]);
  const fields = ['totalSum', 'cashTotalSum', 'ecashTotalSum', 'prePaymentTotalSum'];
  fields.push('postPaymentTotalSum', 'considerationTotalSum');
  fields.push(...Object.keys(body).filter((field) => VAT_MONEY.test(field)));
  for (const field of fields) if (!isCount(money(field))) problems.push(`${field} not kopecks`);
  if (problems.length > 0) return problems;
  const get = (field: string) => money(field) as number;
  const total = get('totalSum');
  const paid = ['cashTotalSum', 'ecashTotalSum', 'prePaymentTotalSum', 'postPaymentTotalSum']
    .concat('considerationTotalSum')
    .reduce((sum, field) => sum + get(field), 0);
  if (paid !== total) problems.push(`payments ${paid} ≠ total ${total}`);
  if (![1, 2, 3, 4].includes(body.operationType as number)) problems.push('operationType');
  const taxation = body.taxationType as number;
  if (!Number.isInteger(taxation) || taxation < 1 || taxation > 32 || taxation & (taxation - 1)) {
    problems.push(`taxationType ${taxation} is not one bit`);
  }
  problems.push(...receiptVatProblems(body));
  if (body.items === undefined) return problems;
  const items = body.items as Item[];
  if (!Array.isArray(items) || items.length === 0) return [...problems, 'items empty'];
  let sum = 0;
  for (const item of items) {
    problems.push(...itemProblems(item, String(body.dateTime)));
    sum += item.sum as number;
  }
  if (sum !== total) problems.push(`items ${sum} ≠ total ${total}`);
  return problems;
}
