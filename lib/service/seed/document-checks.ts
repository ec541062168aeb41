import { FORM_CODES, type DocumentType } from '@/lib/ofd/document-types';
import { VAT_FIELD_RATES, VAT_FIELDS, type VatField } from '@/lib/ofd/vat-rates';
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
/**
 * Item rates (the plain rate fields of the format) with the percentage whose amount they carry;
 * 0% and no VAT carry the sum instead.
 */
const NDS_TYPES: string[] = VAT_FIELDS.filter((field) => !field.startsWith('ndsCalculated'));
const NDS_PERCENT: Record<string, number | undefined> = Object.fromEntries(
  NDS_TYPES.map((type) => {
    const rate = VAT_FIELD_RATES[type as VatField];
    return [type, rate === '0' || rate === 'none' ? undefined : Number(rate)];
  }),
);
const WITH_AMOUNT = NDS_TYPES.filter((type) => NDS_PERCENT[type] !== undefined);
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

/** Items, VAT and payment of a receipt, BSO or correction add up to the penny. */
export function moneyProblems(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const money = (field: string) => (body[field] === undefined ? 0 : body[field]);
  const fields = ['totalSum', 'cashTotalSum', 'ecashTotalSum', 'prePaymentTotalSum'];
  fields.push('postPaymentTotalSum', 'considerationTotalSum', ...NDS_TYPES);
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

  if (body.items === undefined) {
    const amounts = WITH_AMOUNT.reduce((sum, type) => sum + get(type), 0);
    if (amounts > total || get('nds0') + get('ndsNo') > total) {
      problems.push('VAT above total');
    }
    return problems;
  }
  const items = body.items as Item[];
  if (!Array.isArray(items) || items.length === 0) return [...problems, 'items empty'];
  const expected: Record<string, number> = Object.fromEntries(NDS_TYPES.map((t) => [t, 0]));
  let sum = 0;
  for (const item of items) {
    problems.push(...itemProblems(item));
    const itemSum = item.sum as number;
    sum += itemSum;
    const type = String(item.ndsType);
    if (expected[type] === undefined) continue;
    expected[type] += NDS_PERCENT[type] === undefined ? itemSum : (item[type] as number);
  }
  if (sum !== total) problems.push(`items ${sum} ≠ total ${total}`);
  for (const [type, value] of Object.entries(expected)) {
    if (get(type) !== value) problems.push(`${type} ${get(type)} ≠ ${value}`);
  }
  return problems;
}

function itemProblems(item: Item): string[] {
  const { price, quantity, sum, ndsType } = item;
  if (!isCount(price) || !isCount(sum) || typeof quantity !== 'number' || !(quantity > 0)) {
    return [`item ${String(item.name)} numbers`];
  }
  const problems: string[] = [];
  // The sum is the price times the quantity, rounded once to whole kopecks.
  if (Math.abs(sum - price * quantity) > 0.5 + 1e-6) problems.push(`item sum ${sum}`);
  if (!NDS_TYPES.includes(ndsType as string)) problems.push(`ndsType ${String(ndsType)}`);
  // VAT inside the price: p/(100+p) of the sum (22/122, 10/110, 5/105…), rounded to the kopeck.
  const percent = NDS_PERCENT[String(ndsType)];
  if (percent !== undefined) {
    const amount = item[String(ndsType)];
    const exact = (sum * percent) / (100 + percent);
    if (!isCount(amount) || Math.abs(amount - exact) > 0.5 + 1e-9)
      problems.push(`item ${String(ndsType)}`);
  }
  const mode = item.paymentMode as number;
  const subject = item.paymentSubject as number;
  if (!(mode >= 1 && mode <= 7) || !(subject >= 1 && subject <= 33)) problems.push('item codes');
  return problems;
}
