import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RegisterTimeZone } from '@/lib/dates/wall-clock';
import { documentEnvelopeSchema, VAT_FIELDS } from '@/lib/ofd/schemas';
import { localizeDocument } from '@/lib/ofd/wall-clock';
import { generateDemoWorld } from '@/lib/service/seed/index';
import { toCachedDocument } from './to-cached';
import { readCachedDocument } from './read-cached';

// The fast reader must agree with the project's full schema: whenever documentEnvelopeSchema
// accepts an element, the reader accepts it too and gives exactly the cached view of the full parse.

const world = generateDemoWorld({ seed: 7, anchorDate: '2024-06-30', days: 12 });
const byType = new Map<string, Record<string, unknown>[]>();
for (const { type, body } of world.documents()) {
  const list = byType.get(type) ?? [];
  list.push({ [type]: body });
  byType.set(type, list);
}
// Up to 30 of every type, spread over all registers, so rare types (corrections, BSO, archive)
// and every shop's items are represented.
const samples = [...byType.values()].flatMap((list) => {
  const step = Math.max(1, Math.floor(list.length / 30));
  return list
    .filter((_, i) => i % step === 0)
    .map((d) => JSON.parse(JSON.stringify(d)) as Record<string, unknown>);
});

// The fields the reader takes; a document the full schema refuses only for other fields may be read.
const VAT = [...VAT_FIELDS, 'nds18118', 'nds10110'];
const READ_FIELDS = [
  'id',
  'fiscalDocumentNumber',
  'dateTime',
  'kktRegId',
  'fiscalDriveNumber',
  'shiftNumber',
  'operator',
  'operationType',
  'totalSum',
  'cashTotalSum',
  'ecashTotalSum',
];
const READ_ITEM_FIELDS = [
  'name',
  'price',
  'quantity',
  'sum',
  'ndsType',
  'nds',
  'paymentMode',
  'paymentType',
  // Unit and product code, which the items export writes (docs/fiscal-rules.md).
  'itemsQuantityMeasure',
  'unit',
  'productCodeNew',
];
const READ = new Set([...READ_FIELDS, ...VAT]);
const READ_IN_ITEM = new Set([...READ_ITEM_FIELDS, ...VAT]);
const aboutReadField = (path: PropertyKey[]) =>
  path.length < 2 ||
  READ.has(String(path[1])) ||
  (path[1] === 'items' && (path.length < 4 || READ_IN_ITEM.has(String(path[3]))));

const MOSCOW: RegisterTimeZone = { name: 'Europe/Moscow', assumed: true };
// Both kinds of zone: a region's fixed offset and an IANA name read through Intl.
const zones = fc.constantFrom<RegisterTimeZone>(
  MOSCOW,
  { name: 'UTC+7', utcOffset: 7, assumed: false },
  { name: 'Asia/Vladivostok', assumed: true },
);

function agree(element: unknown, zone: RegisterTimeZone = MOSCOW) {
  const parsed = documentEnvelopeSchema.safeParse(element);
  const full = parsed.success
    ? { success: true as const, data: localizeDocument(parsed.data, zone) }
    : parsed;
  const fast = readCachedDocument(element, zone);
  if (!full.success && fast.ok) {
    // Read anyway only when every complaint is about a field the cached view never uses.
    expect(full.error.issues.filter((issue) => aboutReadField(issue.path))).toEqual([]);
  }
  if (full.success) {
    expect(fast.ok).toBe(true);
    if (fast.ok) {
      expect(fast.document).toEqual(toCachedDocument(full.data));
      expect(fast.kktRegId).toBe(full.data.kktRegId);
      expect(fast.fiscalDriveNumber).toBe(full.data.fiscalDriveNumber);
    }
  }
  return { full: full.success, fast: fast.ok };
}

// Values a field may take in the wild: both families, padding, nulls, wrong types.
const oddValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constant('  padded  '),
  fc.constant(''),
  fc.constant('nds20'),
  fc.constant('ndsCalculated10'),
  fc.constant('2024-06-01T10:15'),
  fc.constant('2024-13-01T10:15:00'),
  fc.integer({ min: -5, max: 40 }),
  fc.constant(1717236900),
  fc.constant(0.5),
  fc.constant('123456789012'),
  fc.constant([]),
  fc.constant({}),
  fc.constant(255),
  fc.constant(99),
  fc.constant({ gs1m: { rawProductCode: '0104600439931256215ABCDE', gtin: '04600439931256' } }),
  fc.constant({ ean13: '4600439931256' }),
  fc.constant({ kmk: { rawProductCode: 'XYZ' } }),
);
// The fields edited: those the reader takes, a few VAT fields and some it never reads.
const fieldNames = fc.constantFrom(
  ...READ_FIELDS,
  'nds20',
  'nds10',
  'nds18118',
  'ndsNo',
  'items',
  'fiscalSign',
  'code',
  // What the health board reads of reports (lib/documents/contract/cached-document.ts, ReportSignals).
  'receiveDateTimeUtc',
  'notTransmittedDocumentsQuantity',
  'notTransmittedDocumentsDateTime',
  'notTransmittedDocumentNumber',
  'fiscalDriveMemoryExceededSign',
  // The wall clock of a tax-service export, which wins over an epoch dateTime (wall-clock.ts).
  'localDateTime',
);
const itemFields = fc.constantFrom(...READ_ITEM_FIELDS, 'nds20', 'ndsCalculated20', 'nds10110');

/** Rewrites items into the tax service's family (docs/operator-api.md §3): VAT code, paymentType, ndsSum. */
const CODES: Record<string, number> = {
  nds20: 1,
  nds10: 2,
  ndsCalculated20: 3,
  ndsCalculated10: 4,
  nds0: 5,
  ndsNo: 6,
};
function toTaxFamily(items: unknown) {
  if (!Array.isArray(items)) return;
  for (const item of items as Record<string, unknown>[]) {
    const code = CODES[String(item.ndsType)];
    delete item.ndsType;
    if (code !== undefined) item.nds = code;
    item.paymentType = item.paymentMode;
    delete item.paymentMode;
  }
}

describe('readCachedDocument', () => {
  it('reads every generated document exactly as the full schema does', () => {
    expect(byType.size).toBeGreaterThanOrEqual(8);
    for (const sample of samples) expect(agree(sample)).toEqual({ full: true, fast: true });
  });

  it('agrees with the full schema on mutated documents (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.array(fc.tuple(fieldNames, oddValue), { maxLength: 3 }),
        fc.array(fc.tuple(itemFields, oddValue), { maxLength: 3 }),
        fc.boolean(),
        zones,
        (sample, bodyEdits, itemEdits, taxFamily, zone) => {
          const element = structuredClone(sample);
          const [type] = Object.keys(element);
          const body = element[type!] as Record<string, unknown>;
          if (taxFamily) toTaxFamily(body.items);
          for (const [field, value] of bodyEdits) body[field] = value;
          const items = body.items;
          if (Array.isArray(items) && typeof items[0] === 'object' && items[0] !== null) {
            for (const [field, value] of itemEdits)
              (items[0] as Record<string, unknown>)[field] = value;
          }
          agree(element, zone);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('agrees on the rarer field families of items, one by one', () => {
    const receipt = samples.find((s) => 'receipt' in s)!.receipt as Record<string, unknown>;
    const item = { name: 'x', price: 100, quantity: 1, sum: 100 };
    for (const extra of [
      { nds18118: 15, nds10110: 9 },
      { nds10110: 9 },
      { ndsNo: 0, nds18118: 15 },
      { nds: 4 },
      { nds: 9, nds10: 9 },
      { paymentType: 9, paymentMode: 4 },
      { paymentMode: 0 },
      { ndsType: 'nds5' },
      { ndsType: ' nds20 ', nds10: 9 },
      { itemsQuantityMeasure: 11, unit: 'кг' },
      { unit: ' пачка ' },
      { itemsQuantityMeasure: 99, productCodeNew: 'AAEC' },
      { productCodeNew: { gs1m: { rawProductCode: '0104600439931256215ABCDE', sernum: 'X' } } },
    ]) {
      expect(agree({ receipt: { ...receipt, items: [{ ...item, ...extra }] } })).toEqual({
        full: true,
        fast: true,
      });
    }
  });

  it('refuses what is not one document', () => {
    const receipt = samples.find((s) => 'receipt' in s)!;
    for (const element of [
      null,
      [],
      'receipt',
      {},
      { ...receipt, closeShift: {} },
      { cheque: receipt.receipt },
      { receipt: 'text' },
      { receipt: { ...(receipt.receipt as object), totalSum: '100.00' } },
    ]) {
      expect(readCachedDocument(element).ok).toBe(false);
    }
  });
});
