import { CHECK_TYPES, isDocumentType } from '@/lib/ofd/document-types';
import { isLocalDateTime } from '@/lib/dates/local-date-time';
import { VAT_FIELD_RATES, VAT_FIELDS, isPlainObject, type VatRate } from '@/lib/ofd/schemas';
import { documentDateTime } from '@/lib/ofd/schemas/fields';
import {
  collectVat,
  vatAmountShape,
  vatRateFromCode,
  vatRateFromType,
} from '@/lib/ofd/schemas/vat';
import {
  intern,
  type CachedCheck,
  type CachedDocument,
  type CachedItem,
  type CachedReport,
} from './cached-document';

// Reads one element of a `tickets` array straight into the cached view. It checks every field the
// view takes, by the same rules and with the same results as documentEnvelopeSchema followed by
// toCachedDocument (a property test holds the two together), and skips the fields the view never
// reads. Why not the schema itself: on this 2-core machine it costs ~0.5 ms per receipt (dozens of
// optional fields, each a transform), most of a minute for a 100k-document month; these checks
// cost microseconds. The full schema still checks every document a person opens.

type Json = Record<string, unknown>;
const BAD = Symbol('bad');
type Bad = typeof BAD;

/** z.int().nonnegative(): money in kopecks, counts, numbers in a sequence. */
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
/** null and absent mean the same (real operators send null for empty values). */
const absent = (v: unknown): v is null | undefined => v === undefined || v === null;

function optCount(v: unknown): number | undefined | Bad {
  if (absent(v)) return undefined;
  return isCount(v) ? v : BAD;
}
function optText(v: unknown): string | undefined | Bad {
  if (absent(v)) return undefined;
  return typeof v === 'string' ? v : BAD;
}

const VAT_NAMES = new Set(Object.keys(vatAmountShape));
const N = 'n'.charCodeAt(0);
/** The tax service's names of the calculated rates, as collectVat maps them (docs/operator-api.md §3). */
const VAT_ALIAS_ENTRIES = [
  ['nds18118', 'ndsCalculated18'],
  ['nds10110', 'ndsCalculated10'],
] as const;

/** The VAT amounts a body or item states, or BAD when one of them is not money. */
function vatOf(source: Json): ReturnType<typeof collectVat> | Bad {
  // Walks the object's own fields (a handful) rather than probing all sixteen VAT names.
  let amounts: Record<string, number> | undefined;
  for (const name in source) {
    if (name.charCodeAt(0) !== N || !VAT_NAMES.has(name)) continue;
    const value = source[name];
    if (absent(value)) continue;
    if (!isCount(value)) return BAD;
    (amounts ??= {})[name] = value;
  }
  return amounts ? collectVat(amounts) : {};
}

function readDateTime(value: unknown): string | undefined {
  if (typeof value === 'string' && isLocalDateTime(value)) return value;
  const parsed = documentDateTime.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** FFD tag 1214 (payment method) runs 1..7: other values are left to the raw view. */
const isPaymentMethod = (v: number | undefined): v is number => v !== undefined && v >= 1 && v <= 7;

/** VAT fields stated with a value, each of them money; false when one is not. */
function vatFieldsValid(source: Json): boolean {
  for (const name in source) {
    if (name.charCodeAt(0) !== N || !VAT_NAMES.has(name)) continue;
    const value = source[name];
    if (!absent(value) && !isCount(value)) return false;
  }
  return true;
}

/** The rate of the first VAT amount an item states, in the order collectVat lists them. */
function firstStatedRate(item: Json): VatRate | undefined {
  for (const field of VAT_FIELDS) if (!absent(item[field])) return VAT_FIELD_RATES[field];
  for (const [alias, field] of VAT_ALIAS_ENTRIES) {
    if (!absent(item[alias])) return VAT_FIELD_RATES[field];
  }
  return undefined;
}

function readItem(item: unknown): CachedItem | Bad {
  if (!isPlainObject(item)) return BAD;
  const { price, quantity, sum } = item;
  if (!isCount(price) || !isCount(sum)) return BAD;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 0) return BAD;
  const name = optText(item.name);
  const ndsType = optText(item.ndsType);
  const nds = optCount(item.nds);
  const paymentMode = optCount(item.paymentMode);
  const paymentType = optCount(item.paymentType);
  if (name === BAD || ndsType === BAD || nds === BAD) return BAD;
  if (paymentMode === BAD || paymentType === BAD || !vatFieldsValid(item)) return BAD;
  const method = paymentType ?? paymentMode;
  // One literal (one object shape for every item): V8 builds and stores these fastest.
  return {
    name: intern(name?.trim() ?? ''),
    price,
    quantity,
    sum,
    vatRate: vatRateFromType(ndsType) ?? vatRateFromCode(nds) ?? firstStatedRate(item),
    paymentMethod: isPaymentMethod(method) ? method : undefined,
  };
}

export type ReadResult =
  | { ok: true; document: CachedDocument; kktRegId: string; fiscalDriveNumber: string }
  | { ok: false };

const UNREADABLE = { ok: false } as const;
const CHECKS = new Set<string>(CHECK_TYPES);

/** One envelope `{ "<type>": { … } }` → the cached view, or `ok: false` when it is not readable. */
export function readCachedDocument(element: unknown): ReadResult {
  if (!isPlainObject(element)) return UNREADABLE;
  let type: string | undefined;
  for (const key in element) {
    if (type !== undefined) return UNREADABLE; // exactly one key
    type = key;
  }
  if (!isDocumentType(type)) return UNREADABLE;
  const body = element[type];
  if (!isPlainObject(body)) return UNREADABLE;

  const id = optText(body.id);
  const shiftNumber = optCount(body.shiftNumber);
  const operator = optText(body.operator);
  const { fiscalDocumentNumber, kktRegId, fiscalDriveNumber } = body;
  const dateTime = readDateTime(body.dateTime);
  if (id === BAD || shiftNumber === BAD || operator === BAD || !dateTime) return UNREADABLE;
  if (!isCount(fiscalDocumentNumber)) return UNREADABLE;
  if (typeof kktRegId !== 'string' || typeof fiscalDriveNumber !== 'string') return UNREADABLE;
  const regNumber = kktRegId.trim();
  const driveNumber = fiscalDriveNumber.trim();
  if (!regNumber || !driveNumber) return UNREADABLE;

  const ok = (document: CachedDocument): ReadResult => ({
    ok: true,
    document,
    kktRegId: regNumber,
    fiscalDriveNumber: driveNumber,
  });
  const common = {
    id: id?.trim() ?? '',
    fiscalDocumentNumber,
    dateTime,
    shiftNumber,
    operator: operator === undefined ? undefined : intern(operator.trim()),
  };
  if (!CHECKS.has(type)) {
    return ok({ type: type as CachedReport['type'], ...common });
  }

  const { operationType, totalSum } = body;
  const cash = optCount(body.cashTotalSum);
  const cashless = optCount(body.ecashTotalSum);
  const vat = vatOf(body);
  if (operationType !== 1 && operationType !== 2 && operationType !== 3 && operationType !== 4) {
    return UNREADABLE;
  }
  if (!isCount(totalSum) || cash === BAD || cashless === BAD || vat === BAD) return UNREADABLE;
  const rawItems = body.items;
  if (!absent(rawItems) && !Array.isArray(rawItems)) return UNREADABLE;
  const items: CachedItem[] = [];
  for (const raw of rawItems ?? []) {
    const item = readItem(raw);
    if (item === BAD) return UNREADABLE;
    items.push(item);
  }
  return ok({
    type: type as CachedCheck['type'],
    id: common.id,
    fiscalDocumentNumber,
    dateTime,
    shiftNumber,
    operator: common.operator,
    operationType,
    totalSum,
    cashTotalSum: cash ?? 0,
    ecashTotalSum: cashless ?? 0,
    vat,
    items,
  });
}
