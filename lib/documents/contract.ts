import type { DocumentType } from '@/lib/ofd/document-types';
import type { FiscalDocument } from '@/lib/ofd/schemas';
import type { CashboxView, OrganizationView } from '@/lib/ofd/views';

// The documents API of the dashboard (docs/documents-api.md): its constants and answer shapes,
// shared by the engine, the route handlers and the browser, which checks answers by shape at the
// boundary here. Zod-free: the query schemas are in contract.schema.ts.

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
};

/** Sums over every document of a selection, in kopecks (net = sales − returns − purchases +
 * purchase returns, for cash, cashless and each VAT rate alike). */
export type SelectionSummary = {
  receipts: number;
  sales: number;
  salesSum: number;
  returnsSum: number;
  purchasesSum: number;
  purchaseReturnsSum: number;
  net: number;
  cash: number;
  cashless: number;
  /** Net VAT by rate key: `20`, `10`, `0`, `none`, `20/120`, … */
  vat: Record<string, number>;
  averageCheck: number;
};

/** The period actually served: local date-times, after clipping to the window. */
export type ServedRange = {
  from: string;
  to: string;
  window: { from: string; to: string };
  clipped: boolean;
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

/** Lines of the progress stream (application/x-ndjson). */
export type ProgressLine =
  | { daysDone: number; daysTotal: number }
  | { done: true; total: number }
  | { error: Record<string, unknown> };

/** One document in full (normalized view with `raw`), its register, and its neighbours' FD numbers. */
export type DocumentDetail = {
  document: FiscalDocument;
  organization: OrganizationView;
  cashbox: CashboxView;
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
export const isShiftsAnswer = (v: unknown) => isObject(v) && Array.isArray(v.shifts);

/** Route 5: a normalised document with its register and neighbours. */
export const isDocumentDetail = (v: unknown) =>
  isObject(v) &&
  isObject(v.document) &&
  typeof v.document.type === 'string' &&
  typeof v.document.fiscalDocumentNumber === 'number' &&
  isObject(v.document.raw) &&
  isObject(v.organization) &&
  isObject(v.cashbox);
