import type { DocumentType } from '@/lib/ofd/document-types';
import type { FiscalDocument } from '@/lib/ofd/schemas/document';
import type { RegisterView, OrganizationView } from '@/lib/ofd/views';

// The documents API of the dashboard (docs/documents-api.md): its constants and answer shapes,
// shared by the engine, the route handlers and the browser, which checks answers by shape at the
// boundary here. Zod-free: the query schemas are in query.schema.ts.

/**
 * A period load's progress: days loaded of the period's days. The one shape from the engine to the
 * page, the same pair the progress stream writes on the wire (lib/api/progress-protocol.ts).
 */
export type PeriodProgress = { done: number; total: number };

/** Longest period one request may cover: bounds the fan-out of day requests to the operator. */
export const MAX_PERIOD_DAYS = 366;

export const SORT_KEYS = [
  'dateTime',
  'fiscalDocumentNumber',
  'type',
  'shiftNumber',
  'operationType',
  'totalSum',
  'cashTotalSum',
  'ecashTotalSum',
  'operator',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

/** `drive=all`: every drive of the register, one list across drive replacements. */
export const ALL_DRIVES = 'all';

export const OPERATION_TYPE_KEYS = ['1', '2', '3', '4'] as const;
export type OperationTypeKey = (typeof OPERATION_TYPE_KEYS)[number];

/** One line of the documents table. Money in kopecks; `dateTime` is the shop's wall clock. */
export type DocumentRow = {
  id: string;
  type: DocumentType;
  fiscalDocumentNumber: number;
  dateTime: string;
  shiftNumber?: number;
  operationType?: 1 | 2 | 3 | 4;
  totalSum?: number;
  cashTotalSum?: number;
  ecashTotalSum?: number;
  operator?: string;
  /** The fiscal drive that signed it (a selection may span a drive replacement). */
  drive?: string;
};

/** Sums over every document of a selection, in kopecks (net = revenue: sales − sale returns, for
 * cash, cashless and each VAT rate alike; payouts = expenses − their returns, apart). */
export type SelectionSummary = {
  /**
   * `net`: a mix of operations; cash, cashless and VAT are netted (in − out). An operation key:
   * only that operation is in the selection; cash, cashless, VAT and the average are its own.
   */
  scope: 'net' | OperationTypeKey;
  receipts: number;
  sales: number;
  salesSum: number;
  returnsSum: number;
  purchasesSum: number;
  purchaseReturnsSum: number;
  net: number;
  payouts: number;
  cash: number;
  cashless: number;
  /** VAT by rate key: `22`, `20`, `10`, `20/120`, … */
  vat: Record<string, number>;
  /** Turnover at 0% (`0`) and without VAT (`none`): not VAT. */
  untaxed: Record<string, number>;
  /** Sales divided by their number; 0 without sales. */
  averageCheck: number;
};

/** The period actually served: local date-times, after clipping to the window. */
export type ServedRange = {
  from: string;
  to: string;
  window: { from: string; to: string };
  clipped: boolean;
  /** The period asked for was longer than MAX_PERIOD_DAYS: only its last days are served. */
  limited?: boolean;
};

export type DocumentsPage = {
  range: ServedRange;
  total: number;
  rows: DocumentRow[];
  summary: SelectionSummary;
  facets: {
    types: Record<DocumentType, number>;
    ops: Record<OperationTypeKey, number>;
  };
  /** Documents the operator sent for the period that could not be read (never silently lost). */
  unreadable: number;
  /** Those documents, in time order, up to UNREADABLE_LIST_LIMIT of them. */
  unreadableDocuments: UnreadableDocument[];
  /**
   * Documents the operator sent for a day of the period whose own time is on another day: listed
   * on that day when it is in the period (docs/real-operators.md, "Nothing dropped").
   */
  otherDay?: number;
  /** Read from the mirror's copy while the operator is away (lib/ofd/outside-copy.ts). */
  source?: 'copy';
  /** The copy's last sync with the operator (UTC), with `source`. */
  asOf?: string | null;
};

/** How many unreadable documents one answer lists (the count is always complete). */
export const UNREADABLE_LIST_LIMIT = 100;

/** A document of the period the dashboard could not read, with what can be known about it. */
export type UnreadableDocument = {
  fiscalDocumentNumber?: number;
  type?: string;
  /** The shop's local time, as sent. */
  dateTime?: string;
  /** unreadable: a required field is missing or malformed; otherRegister: it names another
   * register or drive; tooLarge: over the dashboard's size limit for one document. */
  reason: 'unreadable' | 'otherRegister' | 'tooLarge';
  /** The first thing that could not be read, e.g. `receipt.totalSum: Invalid input`. */
  detail?: string;
  /** The document as the operator sent it, when small enough to carry. */
  raw?: unknown;
};

/** Route 1b: the first page in time order, answered from the days it shows while the period loads. */
export type FirstRows = {
  range: ServedRange;
  rows: DocumentRow[];
  /** True when every day of the period was read (the rows are then all there is). */
  complete: boolean;
};

export type ShiftSummary = {
  shiftNumber: number;
  openDateTime?: string;
  closeDateTime?: string;
  documents: number;
  receipts: number;
  summary: SelectionSummary;
};

export type ShiftsAnswer = { range: ServedRange; shifts: ShiftSummary[] };

/** A document named by its drive and FD number. */
export type DocumentRef = { drive: string; fd: number };

/** Route 6: the neighbours of a document in the selection; `position` is 1-based, 0 if absent. */
export type NeighboursAnswer = {
  position: number;
  total: number;
  prev: DocumentRef | null;
  next: DocumentRef | null;
};

/** One document in full (normalized view with `raw`), its register, and its neighbours' FD numbers. */
export type DocumentDetail = {
  document: FiscalDocument;
  organization: OrganizationView;
  register: RegisterView;
  prev: number | null;
  next: number | null;
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Route 1: a page of rows with the selection's total, summary and facets. */
export const isDocumentsPage = (v: unknown) =>
  isObject(v) &&
  typeof v.total === 'number' &&
  Array.isArray(v.rows) &&
  isObject(v.summary) &&
  isObject(v.facets) &&
  isObject(v.range);

/** Route 1b: rows in time order, read before the whole period. */
export const isFirstRows = (v: unknown) =>
  isObject(v) && Array.isArray(v.rows) && typeof v.complete === 'boolean' && isObject(v.range);

/** Route 3: shifts in order. */
export const isNeighboursAnswer = (v: unknown) =>
  isObject(v) && typeof v.position === 'number' && typeof v.total === 'number';

export const isShiftsAnswer = (v: unknown) => isObject(v) && Array.isArray(v.shifts);

/** Route 5: a normalised document with its register and neighbours. */
export const isDocumentDetail = (v: unknown) =>
  isObject(v) &&
  isObject(v.document) &&
  typeof v.document.type === 'string' &&
  typeof v.document.fiscalDocumentNumber === 'number' &&
  isObject(v.document.raw) &&
  isObject(v.organization) &&
  isObject(v.register);
