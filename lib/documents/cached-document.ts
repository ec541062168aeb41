import type { CHECK_TYPES, DocumentType } from '@/lib/ofd/document-types';
import type { ItemUnit } from '@/lib/ofd/item-unit';
import type { MarkingCode } from '@/lib/ofd/marking-code';
import {
  isCheckDocument,
  type FiscalDocument,
  type VatAmounts,
  type VatRate,
} from '@/lib/ofd/schemas';
import { processShared } from '@/lib/process/shared';

// What the day cache keeps of a document: the fields the table, filters, sums, shift view and CSV
// exports need, and nothing else. A month of a busy register is ~100k documents; the full
// normalized view with `raw` would be several times larger, and the detail page fetches one
// document by its number anyway.

export type CachedItem = {
  name: string;
  price?: number;
  quantity?: number;
  sum: number;
  vatRate?: VatRate;
  paymentMethod?: number;
  /** Unit and product code of the items export (docs/fiscal-rules.md, "Units and marking codes"). */
  unit?: ItemUnit;
  marking?: MarkingCode;
};

type Base = {
  id: string;
  fiscalDocumentNumber: number;
  dateTime: string;
  shiftNumber?: number;
  operator?: string;
  /** When the operator received it (`…Z`), as sent: the health board judges silence and delays by it. */
  receivedUtc?: string;
  /** The drive it was read from; set when the day is loaded (engine.ts). */
  drive?: string;
};

export type DriveWarning = 'replace' | 'exhaustion' | 'memory' | 'ofdTimeout';

/**
 * What a closing or current state report says about the register's state (docs/documents.md):
 * documents still waiting to be sent, and (closeShift) the drive's warnings. Read by the health
 * board (docs/health.md).
 */
export type ReportSignals = {
  notTransmitted: number;
  notTransmittedSince?: string;
  notTransmittedFd?: number;
  flags?: DriveWarning[];
};

/** The signals of a report from its fields, already read; the same for both readers. */
export function reportSignals(
  type: DocumentType,
  fields: {
    quantity: number;
    since?: string;
    fd?: number;
    replace: boolean;
    exhaustion: boolean;
    memory: boolean;
    ofdTimeout: boolean;
  },
): ReportSignals | undefined {
  if (type !== 'closeShift' && type !== 'currentStateReport') return undefined;
  const signals: ReportSignals = { notTransmitted: fields.quantity };
  if (fields.since !== undefined) signals.notTransmittedSince = fields.since;
  if (fields.fd !== undefined) signals.notTransmittedFd = fields.fd;
  if (type === 'closeShift') {
    const names = ['replace', 'exhaustion', 'memory', 'ofdTimeout'] as const;
    signals.flags = names.filter((name) => fields[name]);
  }
  return signals;
}

export type CachedCheck = Base & {
  type: (typeof CHECK_TYPES)[number];
  operationType: 1 | 2 | 3 | 4;
  totalSum: number;
  cashTotalSum: number;
  ecashTotalSum: number;
  vat: VatAmounts;
  items: CachedItem[];
};

export type CachedReport = Base & {
  type: Exclude<DocumentType, CachedCheck['type']>;
  signals?: ReportSignals;
};

export type CachedDocument = CachedCheck | CachedReport;

export function isCachedCheck(document: CachedDocument): document is CachedCheck {
  return 'operationType' in document;
}

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

export function toCachedDocument(document: FiscalDocument): CachedDocument {
  const base: Base = {
    id: document.id,
    fiscalDocumentNumber: document.fiscalDocumentNumber,
    dateTime: document.dateTime,
  };
  if (document.shiftNumber !== undefined) base.shiftNumber = document.shiftNumber;
  if (document.operator !== undefined) base.operator = intern(document.operator);
  if (document.receiveDateTimeUtc !== undefined) base.receivedUtc = document.receiveDateTimeUtc;
  if (!isCheckDocument(document)) {
    const report = { ...base, type: document.type } as CachedReport;
    if (document.type === 'closeShift' || document.type === 'currentStateReport') {
      const shift = document.type === 'closeShift' ? document : undefined;
      report.signals = reportSignals(document.type, {
        quantity: document.notTransmittedDocumentsQuantity,
        since: document.notTransmittedDocumentsDateTime,
        fd: document.notTransmittedDocumentNumber,
        replace: shift?.fiscalDriveReplaceRequiredSign ?? false,
        exhaustion: shift?.fiscalDriveExhaustionSign ?? false,
        memory: shift?.fiscalDriveMemoryExceededSign ?? false,
        ofdTimeout: shift?.ofdResponseTimeoutSign ?? false,
      });
    }
    return report;
  }
  return {
    ...base,
    type: document.type,
    operationType: document.operationType,
    totalSum: document.totalSum,
    cashTotalSum: document.cashTotalSum,
    ecashTotalSum: document.ecashTotalSum,
    vat: document.vat,
    items: document.items.map((item) => {
      const cached: CachedItem = {
        name: intern(item.name),
        price: item.price,
        quantity: item.quantity,
        sum: item.sum,
      };
      if (item.vatRate !== undefined) cached.vatRate = item.vatRate;
      if (item.paymentMethod !== undefined) cached.paymentMethod = item.paymentMethod;
      if (item.unit !== undefined) cached.unit = item.unit;
      if (item.marking !== undefined) cached.marking = item.marking;
      return cached;
    }),
  };
}

/** Orders a day's documents by (dateTime, FD number), the order every selection starts from. */
export function sortByTime<T extends Base>(documents: T[]): T[] {
  const before = (a: T, b: T) =>
    a.dateTime < b.dateTime ||
    (a.dateTime === b.dateTime && a.fiscalDocumentNumber < b.fiscalDocumentNumber);
  // The operator usually sends them in this order already: check before sorting.
  for (let i = 1; i < documents.length; i++) {
    if (before(documents[i]!, documents[i - 1]!)) {
      return documents.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    }
  }
  return documents;
}
