import { CHECK_TYPES, isDocumentType } from '@/lib/ofd/document-types';
import { isLocalDateTime } from '@/lib/ofd/dates';
import { VAT_FIELD_RATES, isPlainObject, type VatField, type VatRate } from '@/lib/ofd/schemas';
import { documentDateTime } from '@/lib/ofd/schemas/fields';
import {
  collectVat,
  vatAmountShape,
  vatRateFromCode,
  vatRateFromType,
} from '@/lib/ofd/schemas/vat';
import { intern, type CachedDocument, type CachedItem } from './cached-document';

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

const VAT_NAMES = Object.keys(vatAmountShape);

/** The VAT amounts a body or item states, or BAD when one of them is not money. */
function vatOf(source: Json): ReturnType<typeof collectVat> | Bad {
  const amounts: Record<string, number> = {};
  for (const name of VAT_NAMES) {
    const value = source[name];
    if (absent(value)) continue;
    if (!isCount(value)) return BAD;
    amounts[name] = value;
  }
  return collectVat(amounts);
}

function readDateTime(value: unknown): string | undefined {
  if (typeof value === 'string' && isLocalDateTime(value)) return value;
  const parsed = documentDateTime.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** FFD tag 1214 (payment method) runs 1..7: other values are left to the raw view. */
const isPaymentMethod = (v: number | undefined): v is number => v !== undefined && v >= 1 && v <= 7;

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
  const amounts = vatOf(item);
  if ([name, ndsType, nds, paymentMode, paymentType, amounts].includes(BAD)) return BAD;
  const stated = Object.keys(amounts) as VatField[];
  const vatRate: VatRate | undefined =
    vatRateFromType(ndsType as string | undefined) ??
    vatRateFromCode(nds as number | undefined) ??
    (stated[0] ? VAT_FIELD_RATES[stated[0]] : undefined);
  const method = (paymentType ?? paymentMode) as number | undefined;
  const cached: CachedItem = {
    name: intern((name as string | undefined)?.trim() ?? ''),
    price,
    quantity,
    sum,
  };
  if (vatRate !== undefined) cached.vatRate = vatRate;
  if (isPaymentMethod(method)) cached.paymentMethod = method;
  return cached;
}

export type ReadResult =
  | { ok: true; document: CachedDocument; kktRegId: string; fiscalDriveNumber: string }
  | { ok: false };

const UNREADABLE = { ok: false } as const;
const CHECKS = new Set<string>(CHECK_TYPES);

/** One envelope `{ "<type>": { … } }` → the cached view, or `ok: false` when it is not readable. */
export function readCachedDocument(element: unknown): ReadResult {
  if (!isPlainObject(element)) return UNREADABLE;
  const keys = Object.keys(element);
  const type = keys[0];
  if (keys.length !== 1 || !isDocumentType(type)) return UNREADABLE;
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

  const base = { id: id?.trim() ?? '', fiscalDocumentNumber, dateTime } as CachedDocument;
  if (shiftNumber !== undefined) base.shiftNumber = shiftNumber;
  if (operator !== undefined) base.operator = intern(operator.trim());
  const ok = (document: CachedDocument): ReadResult => ({
    ok: true,
    document,
    kktRegId: regNumber,
    fiscalDriveNumber: driveNumber,
  });
  if (!CHECKS.has(type)) return ok({ ...base, type } as CachedDocument);

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
    ...base,
    type: type as (typeof CHECK_TYPES)[number],
    operationType,
    totalSum,
    cashTotalSum: cash ?? 0,
    ecashTotalSum: cashless ?? 0,
    vat,
    items,
  });
}
