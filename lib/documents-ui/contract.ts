import type { SortKey } from '@/lib/documents/contract';

// The browser's reading of the documents API (/work/wt/DOCUMENTS-API.md, routes 1–5). The answer
// types are the engine's own (lib/documents/contract.ts), imported as types only: the engine's
// zod schemas never reach the browser bundle. Answers are checked by shape at the boundary here.

export type {
  DocumentDetail,
  DocumentRow,
  DocumentRef,
  DocumentsPage,
  NeighboursAnswer,
  ProgressLine,
  SelectionSummary,
  ServedRange,
  ShiftSummary as ShiftGroup,
  ShiftsAnswer,
  SortKey,
} from '@/lib/documents/contract';

/** The longest period one view holds (the engine's limit; a longer one shows its last days). */
export const MAX_PERIOD_DAYS = 366;

/** Sort keys of route 1, which are also the table's column ids (the same list as the engine's). */
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
] as const satisfies readonly SortKey[];

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
  isObject(v.cashbox);
