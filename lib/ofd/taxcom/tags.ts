import 'server-only';
import type { TaxcomDocumentInfo } from './taxcom.schema';

// A Taxcom `DocumentInfo` (FNS tag numbers) as one document of our wire: the envelope
// `{ "<type>": { … } }` with the tax-service family's field names (docs/operators.md, "2.7.2").
// A tag not in the table is kept under its number so the raw view still shows it.

const TYPE_KEYS: Record<number, string> = {
  1: 'fiscalReport',
  11: 'fiscalReportCorrection',
  2: 'openShift',
  21: 'currentStateReport',
  3: 'receipt',
  31: 'receiptCorrection',
  4: 'bso',
  41: 'bsoCorrection',
  5: 'closeShift',
  6: 'closeArchive',
};

const DOCUMENT_FIELDS: Record<string, string> = {
  '1037': 'kktRegId',
  '1041': 'fiscalDriveNumber',
  '1040': 'fiscalDocumentNumber',
  '1038': 'shiftNumber',
  '1042': 'requestNumber',
  '1054': 'operationType',
  '1055': 'taxationType',
  '1018': 'userInn',
  '1048': 'user',
  '1021': 'operator',
  '1009': 'retailPlaceAddress',
  '1187': 'retailPlace',
  '1020': 'totalSum',
  '1031': 'cashTotalSum',
  '1081': 'ecashTotalSum',
  '1215': 'prepaidSum',
  '1216': 'creditSum',
  '1217': 'provisionSum',
  '1102': 'nds18',
  '1103': 'nds10',
  '1104': 'nds0',
  '1105': 'ndsNo',
  '1106': 'nds18118',
  '1107': 'nds10110',
  '1008': 'buyerPhoneOrAddress',
  '1209': 'fiscalDocumentFormatVer',
};

const ITEM_FIELDS: Record<string, string> = {
  '1030': 'name',
  '1079': 'price',
  '1043': 'sum',
  '1199': 'nds',
  '1200': 'ndsSum',
  '1214': 'paymentType',
  '1212': 'productType',
  '2108': 'itemsQuantityMeasure',
  '1197': 'unit',
};

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;

function renamed(tags: Record<string, unknown>, table: Record<string, string>) {
  const out: Record<string, unknown> = {};
  for (const [tag, value] of Object.entries(tags)) out[table[tag] ?? tag] = value;
  return out;
}

function item(tags: unknown): unknown {
  if (typeof tags !== 'object' || tags === null || Array.isArray(tags)) return tags;
  const out = renamed(tags as Record<string, unknown>, ITEM_FIELDS);
  // Quantities come as text ("1.000000"); our wire carries a number.
  const quantity = (tags as Record<string, unknown>)['1023'];
  delete out['1023'];
  if (typeof quantity === 'number') out.quantity = quantity;
  else if (typeof quantity === 'string' && NUMBER.test(quantity)) out.quantity = Number(quantity);
  else if (quantity !== undefined) out.quantity = quantity;
  return out;
}

/** Tag 1077: base64 of the 6-byte big-endian sign in DocumentInfo, decimal text elsewhere. */
function fiscalSignOf(value: unknown): unknown {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return value;
  if (/^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length === 0 || bytes.length > 6) return value;
  return bytes.reduce((sum, byte) => sum * 256 + byte, 0);
}

/**
 * The document's time (docs/operators.md, "Times"): the QR code's `t=` when present (the printed
 * local time, its seconds from tag 1012 when it has none), else tag 1012 read as a UTC instant and
 * sent as epoch seconds for the dashboard to place in the register's zone.
 */
function dateTimeOf(tags: Record<string, unknown>): unknown {
  const utc = tags['1012'];
  const qr = typeof tags['1196'] === 'string' ? new URLSearchParams(tags['1196']) : undefined;
  const t = qr?.get('t') ?? qr?.get('T');
  const printed = t ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})?$/.exec(t) : null;
  if (printed) {
    const [, y, mo, d, h, mi, s] = printed;
    const seconds = s ?? (typeof utc === 'string' ? /:(\d{2})$/.exec(utc)?.[1] : undefined) ?? '00';
    return `${y}-${mo}-${d}T${h}:${mi}:${seconds}`;
  }
  if (typeof utc === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(utc)) {
    const ms = Date.parse(`${utc.length === 16 ? `${utc}:00` : utc}Z`);
    if (Number.isFinite(ms)) return Math.floor(ms / 1000);
  }
  return utc;
}

/** The envelope of our wire, or null for a document type our wire has no name for. */
export function toEnvelope(
  info: TaxcomDocumentInfo,
): Record<string, Record<string, unknown>> | null {
  const key = TYPE_KEYS[info.documentType];
  if (!key) return null;
  const tags = info.document;
  const body = renamed(tags, DOCUMENT_FIELDS);
  delete body['1012'];
  delete body['1077'];
  delete body['1059'];
  body.dateTime = dateTimeOf(tags);
  if (tags['1077'] !== undefined) body.fiscalSign = fiscalSignOf(tags['1077']);
  if (Array.isArray(tags['1059'])) body.items = tags['1059'].map(item);
  if (key === 'receipt' || key === 'receiptCorrection') body.receiptCode = info.documentType;
  else if (key === 'bso' || key === 'bsoCorrection') body.bsoCode = info.documentType;
  else body.code = info.documentType;
  return { [key]: body };
}
