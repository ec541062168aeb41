import { CHECK_TYPES, isDocumentType } from '@/lib/ofd/document-types';
import { isLocalDateTime } from '@/lib/dates/local-date-time';
import { DEFAULT_TIME_ZONE, derivedWallClock, type RegisterTimeZone } from '@/lib/dates/wall-clock';
import { isFdNumber } from '@/lib/ofd/ids';
import { readUnit } from '@/lib/ofd/item-unit';
import { readItemMarking } from '@/lib/ofd/marking-code';
import { documentDateTime, isPlainObject } from '@/lib/ofd/schemas/fields';
import { readItemVat, readReceiptVat } from '@/lib/ofd/vat-reading';
import { processShared } from '@/lib/process/shared';
import {
  reportSignals,
  type CachedCheck,
  type CachedDocument,
  type CachedItem,
  type CachedReport,
} from '../contract/cached-document';

// Reads one element of a `tickets` array straight into the cached view. It checks every field the
// view takes, by the same rules and with the same results as documentEnvelopeSchema followed by
// toCachedDocument (a property test holds the two together), and skips the fields the view never
// reads. Why not the schema itself: on this 2-core machine it costs ~0.5 ms per receipt (dozens of
// optional fields, each a transform), most of a minute for a 100k-document month; these checks
// cost microseconds. The full schema still checks every document a person opens.

// Cashier and item names repeat across thousands of receipts; one shared string each saves most of
// their memory. Interning is on the parse path of every document, so the pool is a plain map
// emptied when it grows past its bound: one lookup a name, where a least-recently-used cache would
// move its entry on every hit.
const POOL_LIMIT = 50_000;
const pool = processShared('documents.interned', () => ({ names: new Map<string, string>() }));

export function intern(text: string): string {
  const known = pool.names.get(text);
  if (known !== undefined) return known;
  if (pool.names.size >= POOL_LIMIT) pool.names = new Map();
  pool.names.set(text, text);
  return text;
}

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

/** An optional field that cannot be read is left out, as the detail view does (fields.ts). */
function soft<T>(v: T | Bad): T | undefined {
  return v === BAD ? undefined : v;
}

function readDateTime(value: unknown): string | undefined {
  if (typeof value === 'string' && isLocalDateTime(value)) return value;
  const parsed = documentDateTime.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A document's time on the shop's wall clock, as the dashboard reads it: the `dateTime` text, or
 * for an epoch-second `dateTime` (or one sent with `localDateTime`) the rule of
 * lib/dates/wall-clock.ts in the register's zone. The mirror stores a document under this same
 * time (lib/mirror/server/storable.ts), so that the copy and the live reading agree.
 */
export function readWallClock(body: Json, zone: RegisterTimeZone): string | undefined {
  const sent = readDateTime(body.dateTime);
  if (!sent) return undefined;
  // Most documents carry the wall clock itself: only a number or a localDateTime needs the rule.
  return typeof body.dateTime === 'number' || body.localDateTime !== undefined
    ? (derivedWallClock(body.dateTime, body.localDateTime, zone)?.dateTime ?? sent)
    : sent;
}

/** FFD tag 1214 (payment method) runs 1..7: other values are left to the raw view. */
const isPaymentMethod = (v: number | undefined): v is number => v !== undefined && v >= 1 && v <= 7;

function readItem(item: unknown, date: string): CachedItem | Bad {
  if (!isPlainObject(item)) return BAD;
  // Only the line's sum counts; what the view only displays is left out when unreadable.
  const { quantity, sum } = item;
  if (!isCount(sum)) return BAD;
  const price = soft(optCount(item.price));
  const readable = typeof quantity === 'number' && Number.isFinite(quantity) && quantity >= 0;
  const name = soft(optText(item.name));
  const method = soft(optCount(item.paymentType)) ?? soft(optCount(item.paymentMode));
  const unitText = soft(optText(item.unit));
  // One literal (one object shape for every item): V8 builds and stores these fastest.
  return {
    name: intern(name?.trim() ?? ''),
    price,
    quantity: readable ? quantity : undefined,
    sum,
    vatRate: readItemVat(item, date).vatRate,
    paymentMethod: isPaymentMethod(method) ? method : undefined,
    // The same zod-free readers as the item schema (lib/ofd/schemas/marking-code.ts).
    unit: readUnit(soft(optCount(item.itemsQuantityMeasure)), unitText?.trim()),
    marking: readItemMarking(item),
  };
}

const isSet = (v: unknown) => v === 1 || v === true;

/** The untransmitted counters and drive flags of a report, leniently (the health board's use). */
function signalFields(body: Json) {
  const quantity = optCount(body.notTransmittedDocumentsQuantity);
  const fd = optCount(body.notTransmittedDocumentNumber);
  const since = body.notTransmittedDocumentsDateTime;
  return {
    quantity: quantity === BAD ? 0 : (quantity ?? 0),
    since: absent(since) ? undefined : readDateTime(since),
    fd: fd === BAD ? undefined : fd,
    replace: isSet(body.fiscalDriveReplaceRequiredSign),
    exhaustion: isSet(body.fiscalDriveExhaustionSign),
    memory: isSet(body.fiscalDriveMemoryExceededSign),
    ofdTimeout: isSet(body.ofdResponseTimeoutSign),
  };
}

/** The lines of a receipt; one unreadable line leaves the list out (unread), as the detail does. */
function readItems(list: unknown, date: string): CachedItem[] {
  if (!Array.isArray(list)) return [];
  const items: CachedItem[] = [];
  for (const raw of list) {
    const item = readItem(raw, date);
    if (item === BAD) return [];
    items.push(item);
  }
  return items;
}

export type ReadResult =
  | { ok: true; document: CachedDocument; kktRegId: string; fiscalDriveNumber: string }
  | { ok: false };

const UNREADABLE = { ok: false } as const;
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const CHECKS = new Set<string>(CHECK_TYPES);
const ASSUMED: RegisterTimeZone = { name: DEFAULT_TIME_ZONE, assumed: true };

/**
 * One envelope `{ "<type>": { … } }` → the cached view, or `ok: false` when it is not readable.
 * `zone` turns an epoch-second `dateTime` into the shop's wall clock (lib/dates/wall-clock.ts).
 */
export function readCachedDocument(element: unknown, zone: RegisterTimeZone = ASSUMED): ReadResult {
  if (!isPlainObject(element)) return UNREADABLE;
  let type: string | undefined;
  for (const key in element) {
    if (type !== undefined) return UNREADABLE; // exactly one key
    type = key;
  }
  if (!isDocumentType(type)) return UNREADABLE;
  const body = element[type];
  if (!isPlainObject(body)) return UNREADABLE;

  // Display-only fields that cannot be read are left out; identity and money must be readable.
  const id = soft(optText(body.id));
  const shiftNumber = soft(optCount(body.shiftNumber));
  const operator = soft(optText(body.operator));
  const { fiscalDocumentNumber, kktRegId, fiscalDriveNumber } = body;
  const dateTime = readWallClock(body, zone);
  if (!dateTime) return UNREADABLE;
  if (!isFdNumber(fiscalDocumentNumber)) return UNREADABLE;
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
  // Kept as sent, like the full schema does; a non-string is left out (the schema refuses it).
  const received = body.receiveDateTimeUtc;
  const receivedUtc = typeof received === 'string' ? received : undefined;
  const common = {
    id: id?.trim() ?? '',
    fiscalDocumentNumber,
    dateTime,
    shiftNumber,
    operator: operator === undefined ? undefined : intern(operator.trim()),
    receivedUtc,
  };
  if (!CHECKS.has(type)) {
    const report: CachedReport = { type: type as CachedReport['type'], ...common };
    const signals = reportSignals(type, signalFields(body));
    if (signals) report.signals = signals;
    return ok(report);
  }

  const { operationType, totalSum } = body;
  const cash = soft(optCount(body.cashTotalSum));
  const cashless = soft(optCount(body.ecashTotalSum));
  const { vat } = readReceiptVat(body, dateTime);
  if (operationType !== 1 && operationType !== 2 && operationType !== 3 && operationType !== 4) {
    return UNREADABLE;
  }
  if (!isCount(totalSum)) return UNREADABLE;
  const items = readItems(body.items, dateTime);
  return ok({
    type: type as CachedCheck['type'],
    id: common.id,
    fiscalDocumentNumber,
    dateTime,
    shiftNumber,
    operator: common.operator,
    receivedUtc,
    operationType,
    totalSum,
    cashTotalSum: cash ?? 0,
    ecashTotalSum: cashless ?? 0,
    vat,
    items,
  });
}
