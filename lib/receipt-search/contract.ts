import type { OperationTypeKey } from '@/lib/documents/contract';
import type { DownOperator } from '@/lib/ofd/down-operators';
import type { TimeOfDay } from './time-of-day';
import type { Widening } from './widen';

// The receipt search's answer (docs/receipt-search.md). Isomorphic: the page reads it as the API
// writes it. `kktRegId` is the wire's name of a register, kept in this public answer.

/** Longest period one search covers while its days are read live from the operator. */
export const MAX_SEARCH_DAYS = 31;
/**
 * Longest period when every register-day of it is in the mirror's local copy (docs/mirror.md):
 * the reads are local then, so the operator's patience no longer bounds the search.
 */
export const MAX_MIRRORED_SEARCH_DAYS = 366;
/** Most results one answer carries; `truncated` says when more matched. */
export const MAX_SEARCH_RESULTS = 200;

/** What to look for, already read from the person's text. Money in kopecks. */
export type SearchCriteria = {
  /** `widen`: when nothing is within the tolerance, try the wider steps of widen.ts. */
  amount?: { value: number; tolerance: number; widen?: boolean };
  time?: TimeOfDay;
  /** Folded (lib/text/fold.ts): matched as a substring of a folded item name. */
  q?: string;
  fd?: number;
  /** Operation types as the documents browser's `ops` names them (1 sale … 4 purchase return). */
  type?: OperationTypeKey;
};

export type ReceiptHit = {
  organizationId: string;
  kktRegId: string;
  fiscalDriveNumber: string;
  fiscalDocumentNumber: number;
  /** The shop's wall clock. */
  dateTime: string;
  totalSum: number;
  /** When an amount was searched: `totalSum` less that amount, in kopecks (negative: less). */
  distance?: number;
  operationType: 1 | 2 | 3 | 4;
  /** The receipt's page. */
  href: string;
  /** The register's name and organization, for the results table. */
  registerName: string;
  organizationName: string;
  /** The title of its organization's connection, when several are configured (docs/operators.md). */
  operator?: string;
};

/** Days of a register that were not searched: outside its permission window. */
export type NotSearchable = {
  organizationId: string;
  kktRegId: string;
  registerName: string;
  /** The days of the period outside the window, as calendar dates (both included). */
  ranges: { from: string; to: string }[];
  window: { from: string; to: string };
};

export type ReceiptSearchAnswer = {
  items: ReceiptHit[];
  /** Registers searched (at least one day) and register-days searched. */
  searched: { registers: number; days: number };
  truncated: boolean;
  notSearchable: NotSearchable[];
  period: { from: string; to: string };
  /** Every day searched was read from the mirror's local copy, none from the operator. */
  mirrored: boolean;
  /**
   * Present when the search was let widen (`widen=1`) and nothing was within the tolerance asked:
   * the step whose tolerance the items are within instead (widen.ts).
   */
  widenedTo?: Widening;
  /** The operators whose registers were not searched: their connection is down just now. */
  down?: DownOperator[];
};

/** A line of the NDJSON stream: registers done of all, then the answer or a problem. */
export type SearchProgress = { done: number; total: number };
