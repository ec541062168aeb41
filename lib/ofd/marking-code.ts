import type { MessageRef } from './enums';

// The product code of a marked item, FFD 1.2 tag 1163 `productCodeNew` (docs/fiscal-rules.md,
// "Units and marking codes"): an object with one key naming the code's kind — tags 1300–1309 —
// whose value holds the code as scanned and what the register read from it:
//   {"gs1m": {"rawProductCode": "0104600…215ABCDE…", "productIdType": 6,
//             "gtin": "04600000000000", "sernum": "5ABCDE"}}
// Zod-free, so the detail view, the fast reader of the day cache and the exports read it alike.
// The tax service's receipt-check exports send the same entry as `productCodeData`, without the
// kind's key: its `productIdType` (1–10, tags 1300–1309 in order) names the kind. The older tag
// 1162 `productCode` (hex or base64 bytes) stays in the raw view as it came.

/** Kinds of tag 1163 in the order of their tags 1300–1309; `unknown` is tag 1300, a code the
 * register could not recognise itself (a kind the format names, not a failure of ours). */
export const MARKING_KINDS = [
  'unknown',
  'ean8',
  'ean13',
  'itf14',
  'gs10',
  'gs1m',
  'short',
  'fur',
  'egais20',
  'egais30',
] as const;
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const KINDS = new Set<string>(MARKING_KINDS);
/** Kinds whose code is the GTIN itself, in digits. */
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const DIGIT_KINDS = new Set<string>(['ean8', 'ean13', 'itf14']);

export type MarkingCode = {
  /** The kind as sent (the object's key); absent when the value has no readable kind at all. */
  kind?: string;
  /** False for a kind outside tags 1300–1309 or a value of the wrong shape: shown as sent. */
  recognised: boolean;
  gtin?: string;
  serial?: string;
  /** The code as scanned (`rawProductCode`), or the whole value as sent when it cannot be read. */
  raw?: string;
  /** The register's own number for the kind (3 = EAN-13, 6 = GS1 DataMatrix in real receipts). */
  productIdType?: number;
};

const text = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v.trim() || undefined;
  // Digit strings such as a GTIN are sometimes sent as numbers; a GTIN then lost its leading 0.
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return String(v);
  return undefined;
};

const unreadable = (value: unknown): MarkingCode => ({
  recognised: false,
  raw: typeof value === 'string' ? value : JSON.stringify(value),
});

/** GS1 application identifiers 01 (GTIN, 14 digits) and 21 (serial, up to 20, ends at GS). */
const GS1 = /^(?:\]d2|\u001d)?01(\d{14})21([^\u001d]{1,20})/;

/** GTIN and serial from a GS1 code as scanned, when the register did not split it itself. */
export function gs1Parts(raw: string): { gtin: string; serial: string } | undefined {
  const match = GS1.exec(raw);
  return match ? { gtin: match[1]!, serial: match[2]! } : undefined;
}

/** One entry of tag 1163: `{rawProductCode, gtin, sernum, productIdType}`, or a bare code. */
function readEntry(kind: string, value: unknown): MarkingCode {
  const known = KINDS.has(kind);
  const digits = DIGIT_KINDS.has(kind);
  // A bare code, as some sources send it; only the digit kinds may come as a number.
  if (typeof value === 'string' || (typeof value === 'number' && digits)) {
    const raw = String(value);
    // A bare EAN/ITF is the GTIN itself; a bare GS1 code carries it inside.
    const gtin = digits && /^\d{8,14}$/.test(raw) ? raw : undefined;
    return { kind, recognised: known, ...(gtin ? { gtin } : gs1Parts(raw)), raw };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind, ...unreadable(value) };
  }
  const entry = value as Record<string, unknown>;
  const raw = text(entry.rawProductCode);
  const split = raw === undefined ? undefined : gs1Parts(raw);
  const gtin = text(entry.gtin) ?? split?.gtin;
  const serial = text(entry.sernum) ?? text(entry.serial) ?? split?.serial;
  const type = entry.productIdType;
  const code: MarkingCode = { kind, recognised: known };
  if (gtin !== undefined) code.gtin = gtin;
  if (serial !== undefined) code.serial = serial;
  code.raw = raw ?? JSON.stringify(value);
  if (Number.isSafeInteger(type)) code.productIdType = type as number;
  return code;
}

/**
 * Tag 1163 as sent → the code in words' parts; undefined when absent (null or missing). Never
 * throws and never refuses: a value of another shape or an unknown kind comes back with
 * `recognised: false` and its raw text, which the item then counts among its unread fields.
 */
export function readMarkingCode(value: unknown): MarkingCode | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return unreadable(value);
  const kinds = Object.keys(value);
  // One kind per item in the format; of several, a known one is the one to show.
  const kind = kinds.find((k) => KINDS.has(k)) ?? kinds[0];
  if (kind === undefined) return unreadable(value);
  return readEntry(kind, (value as Record<string, unknown>)[kind]);
}

/**
 * The tax service's form of the same code (`productCodeData`): the entry alone, its kind read from
 * `productIdType` (6 is GS1 DataMatrix, as `gs1m`); an entry naming no kind we know is shown as sent.
 */
function readCodeData(value: unknown): MarkingCode {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return unreadable(value);
  const type = (value as Record<string, unknown>).productIdType;
  const kind = Number.isSafeInteger(type) ? MARKING_KINDS[(type as number) - 1] : undefined;
  return readEntry(kind ?? 'productCodeData', value);
}

/** An item's product code from whichever form it carries: tag 1163 first, else the tax service's. */
export function readItemMarking(item: {
  productCodeNew?: unknown;
  productCodeData?: unknown;
}): MarkingCode | undefined {
  const code = readMarkingCode(item.productCodeNew);
  if (code !== undefined || item.productCodeData === undefined || item.productCodeData === null)
    return code;
  return readCodeData(item.productCodeData);
}

/** The code in words: its kind, GTIN and serial as messages of the `Fiscal` catalog. */
export function markingMessages(code: MarkingCode): MessageRef[] {
  if (!code.recognised) {
    const sent = [code.kind, code.raw].filter(Boolean).join(': ');
    return [{ key: 'marking.notRecognised', values: { raw: sent } }];
  }
  const parts: MessageRef[] = [{ key: `marking.kind.${code.kind}` }];
  if (code.gtin) parts.push({ key: 'marking.gtin', values: { gtin: code.gtin } });
  if (code.serial) parts.push({ key: 'marking.serial', values: { serial: code.serial } });
  return parts;
}

/** The code as one line of text, given the words for the messages. */
export function markingText(code: MarkingCode, words: (ref: MessageRef) => string): string {
  return markingMessages(code).map(words).join(', ');
}
