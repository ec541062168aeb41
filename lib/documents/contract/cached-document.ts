import type { CHECK_TYPES, DocumentType } from '@/lib/ofd/document-types';
import type { ItemUnit } from '@/lib/ofd/item-unit';
import type { MarkingCode } from '@/lib/ofd/marking-code';
import type { VatAmounts, VatRate } from '@/lib/ofd/vat-rates';

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
