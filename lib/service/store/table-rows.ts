import { DOCUMENT_TYPES } from '@/lib/ofd/document-types';
import { receiptFigures, type FigureSource, type OperationType } from './figures';
import type { FiguresByOperation, LocalDateTime } from './types';

// The documents table of a register's period, from the store's own tables (migration 6): each
// stored document's row — what the dashboard's documents table shows of it, and its receipt
// figures — is copied out once, when it is stored, so that a period's summary, facets, sorted
// pages and filters are SQL over these rows, never a re-reading of every body
// (docs/mirror.md, "A busy month from the copy"). A body is read when a document is opened.

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
  operations: FiguresByOperation;
  groups: TableGroup[];
};

const count = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** The row of a stored document, read from its body once (the body parsed by the caller). */
export function tableRow(doc: FigureSource, body: Record<string, unknown>): TableRow {
  const figures = receiptFigures(doc, body);
  const operator = typeof body.operator === 'string' ? body.operator.trim() : null;
  return {
    regNumber: doc.regNumber,
    fiscalDriveNumber: doc.fiscalDriveNumber,
    fdNumber: doc.fdNumber,
    dateTime: doc.dateTime,
    id: doc.id,
    type: doc.type,
    shiftNumber: count(body.shiftNumber),
    operationType: figures?.operationType ?? null,
    total: figures?.total ?? null,
    cash: figures?.cash ?? null,
    cashless: figures?.cashless ?? null,
    operator,
    vat: figures ? JSON.stringify(figures.vat) : null,
  };
}

/** The SQL expression of a sort key over `document_rows`; `type` ranks as DOCUMENT_TYPES lists. */
export function sortExpression(key: TableSortKey, operators: readonly string[] = []): string {
  switch (key) {
    case 'time':
      return 'NULL';
    case 'fdNumber':
      return 'fd_number';
    case 'type':
      return `CASE type ${DOCUMENT_TYPES.map((t, i) => `WHEN '${t}' THEN ${i}`).join(' ')} END`;
    case 'shiftNumber':
      return 'shift_number';
    case 'operationType':
      return 'operation_type';
    case 'operator':
      // Names come from the store's own rows; quoted as SQL literals all the same.
      return operators.length === 0
        ? 'NULL'
        : `CASE operator ${operators
            .map((name, i) => `WHEN '${name.replaceAll("'", "''")}' THEN ${i}`)
            .join(' ')} END`;
    default:
      return key;
  }
}

/**
 * The ORDER BY of a page: the key, documents without it last in either direction, ties in time
 * order (then drive and FD number); `desc` reverses all of it but the place of the missing ones.
 */
export function orderBy(page: TablePage): string {
  const key = sortExpression(page.key, page.operators);
  const dir = page.dir === 'desc' ? 'DESC' : 'ASC';
  const time = `date_time ${dir}, fd_number ${dir}, fiscal_drive_number ${dir}`;
  return page.key === 'time' ? time : `(${key}) IS NULL, (${key}) ${dir}, ${time}`;
}

/**
 * The WHERE of a query over `document_rows`, with its values bound through `bind` (each engine
 * its own placeholders). `filtered`: with the type and operation filters, else without them (the
 * facets count what each filter would let through).
 */
export function whereOf(
  query: TableQuery,
  bind: (value: string | number) => string,
  filtered: boolean,
  /** The table's alias with its dot, where a joined table has columns of the same names. */
  r = '',
): string {
  const parts = [
    `${r}reg_number = ${bind(query.regNumber)}`,
    `${r}date_time >= ${bind(query.from)}`,
    `${r}date_time <= ${bind(query.to)}`,
  ];
  if (query.drive !== null) parts.push(`${r}fiscal_drive_number = ${bind(query.drive)}`);
  if (query.shift !== undefined) parts.push(`${r}shift_number = ${bind(query.shift)}`);
  const among = (column: string, values: readonly (string | number)[]) =>
    values.length === 0 ? '1 = 0' : `${r}${column} IN (${values.map(bind).join(', ')})`;
  if (filtered && query.types) parts.push(among('type', query.types));
  if (filtered && query.ops) parts.push(among('operation_type', query.ops));
  return parts.join(' AND ');
}

/** The SELECT of a document's place in the order; binds the WHERE's values, then drive and FD. */
export function positionSql(
  query: TableQuery,
  order: Omit<TablePage, 'offset' | 'limit'>,
  document: { fiscalDriveNumber: string; fdNumber: number },
  bind: (value: string | number) => string,
): string {
  const where = whereOf(query, bind, true);
  const ordered = orderBy({ ...order, offset: 0, limit: 0 });
  return `SELECT n FROM (SELECT fiscal_drive_number AS drive, fd_number AS fd,
      ROW_NUMBER() OVER (ORDER BY ${ordered}) AS n FROM document_rows WHERE ${where}) ranked
    WHERE drive = ${bind(document.fiscalDriveNumber)} AND fd = ${bind(document.fdNumber)}`;
}

/** The columns a page reads, named as TableRow's fields. */
export const ROW_COLUMNS = `reg_number AS "regNumber", fiscal_drive_number AS "fiscalDriveNumber",
  fd_number AS "fdNumber", date_time AS "dateTime", id, type, shift_number AS "shiftNumber",
  operation_type AS "operationType", total, cash, cashless, operator`;
