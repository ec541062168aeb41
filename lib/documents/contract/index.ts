// The documents slice's contract (docs/layout.md): the documents API's constants, answer shapes and
// guards, the browser's selection, and the cached form of a document that other features read.
// Shared by the server part, the client part and every other feature; zod-free, so the browser
// may import it (the query schemas are values only the server part's entry hands out).

export {
  ALL_DRIVES,
  MAX_PERIOD_DAYS,
  OPERATION_TYPE_KEYS,
  SORT_KEYS,
  type DocumentDetail,
  type DocumentRow,
  type DocumentsPage,
  type OperationTypeKey,
  type PeriodProgress,
  type SelectionSummary,
  type ShiftSummary,
  type SortKey,
  type UnreadableDocument,
} from './api';
export {
  isCachedCheck,
  type CachedCheck,
  type CachedDocument,
  type DriveWarning,
} from './cached-document';
export type { Order, PeriodOnDrive, Selection } from './selection';
