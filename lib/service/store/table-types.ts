import type { MoneyTotals, OperationType } from '@/lib/ofd/receipt-math';

// The shapes of the documents table's reads (table-rows.ts, Store.tableFigures and tableRows),
// apart from the store's other types so that types.ts names them without a cycle.

type LocalDateTime = string;

/** One stored document as a row of the documents table. */
export type TableRow = {
  regNumber: string;
  fiscalDriveNumber: string;
  fdNumber: number;
  dateTime: LocalDateTime;
  id: string;
  type: string;
  shiftNumber: number | null;
  operationType: OperationType | null;
  total: number | null;
  cash: number | null;
  cashless: number | null;
  operator: string | null;
  /** The receipt's VAT by field, as JSON (figures.ts); null for a document that moves no money. */
  vat: string | null;
};

/** A register's period (both ends included), one drive or all, and the filters of the table. */
export type TableQuery = {
  regNumber: string;
  /** null: every drive of the register. */
  drive: string | null;
  from: LocalDateTime;
  to: LocalDateTime;
  types?: readonly string[];
  ops?: readonly number[];
  shift?: number;
};

/** The keys a table is sorted by: a column, or the document type's place in DOCUMENT_TYPES. */
export type TableSortKey =
  | 'time'
  | 'fdNumber'
  | 'type'
  | 'shiftNumber'
  | 'operationType'
  | 'total'
  | 'cash'
  | 'cashless'
  | 'operator';

export type TablePage = {
  key: TableSortKey;
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** For `operator`: the names in their display order (a collation the engines do not share). */
  operators?: readonly string[];
};

/** Counts per (type, operation, operator) of the period before the type and operation filters. */
export type TableGroup = {
  type: string;
  operationType: OperationType | null;
  operator: string | null;
  count: number;
};

export type TableFigures = {
  /** The selection's receipts summed per operation (every filter applied). */
  operations: Record<OperationType, MoneyTotals>;
  groups: TableGroup[];
};
