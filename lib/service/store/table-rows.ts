import { addDays } from '@/lib/dates/calendar';
import { DOCUMENT_TYPES } from '@/lib/ofd/document-types';
import { receiptFigures, type FigureSource } from './figures';
import { addFigures, emptyOperations, OPERATION_TYPES } from './figures-sum';
import type {
  TableFigures,
  TableGroup,
  TablePage,
  TableQuery,
  TableRow,
  TableSortKey,
} from './table-types';
import type { DayFigures, FiguresByOperation, FiguresRange } from './types';

// The documents table of a register's period, from the store's own tables (migration 6): each
// stored document's row — what the dashboard's documents table shows of it, and its receipt
// figures — is copied out once, when it is stored, so that a period's summary, facets, sorted
// pages and filters are SQL over these rows, never a re-reading of every body
// (docs/mirror.md, "A busy month from the copy"). A body is read when a document is opened.

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
export function sortExpression(
  key: TableSortKey,
  operators: readonly string[] = [],
  /** The table's alias with its dot, as in whereOf. */
  r = '',
): string {
  switch (key) {
    case 'time':
      return 'NULL';
    case 'fdNumber':
      return `${r}fd_number`;
    case 'type':
      return `CASE ${r}type ${DOCUMENT_TYPES.map((t, i) => `WHEN '${t}' THEN ${i}`).join(' ')} END`;
    case 'shiftNumber':
      return `${r}shift_number`;
    case 'operationType':
      return `${r}operation_type`;
    case 'operator':
      // Names come from the store's own rows; quoted as SQL literals all the same.
      return operators.length === 0
        ? 'NULL'
        : `CASE ${r}operator ${operators
            .map((name, i) => `WHEN '${name.replaceAll("'", "''")}' THEN ${i}`)
            .join(' ')} END`;
    default:
      return `${r}${key}`;
  }
}

/**
 * The ORDER BY of a page: the key, documents without it last in either direction, ties in time
 * order (then drive and FD number); `desc` reverses all of it but the place of the missing ones.
 */
export function orderBy(page: TablePage, r = ''): string {
  const key = sortExpression(page.key, page.operators, r);
  const dir = page.dir === 'desc' ? 'DESC' : 'ASC';
  const time = `${r}date_time ${dir}, ${r}fd_number ${dir}, ${r}fiscal_drive_number ${dir}`;
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
const ROW_COLUMNS = `r.reg_number AS "regNumber", r.fiscal_drive_number AS "fiscalDriveNumber",
  r.fd_number AS "fdNumber", r.date_time AS "dateTime", r.id, r.type, r.shift_number AS "shiftNumber",
  r.operation_type AS "operationType", r.total, r.cash, r.cashless, r.operator`;

/**
 * The SELECT of a page. The period's rows are ranked by their keys alone, which the indexes hold
 * (table-ddl.ts), and only the page's rows are read from the table: sorting whole rows read each
 * of a busy month's 93,000 rows from the table for its GUID, five times the time of the sort.
 */
export function pageSql(
  query: TableQuery,
  page: TablePage,
  bind: (value: string | number) => string,
): string {
  const where = whereOf(query, bind, true);
  const ordered = orderBy(page);
  const limit = bind(page.limit);
  const offset = bind(page.offset);
  return `SELECT ${ROW_COLUMNS} FROM (SELECT fiscal_drive_number AS drive, fd_number AS fd
      FROM document_rows WHERE ${where} ORDER BY ${ordered} LIMIT ${limit} OFFSET ${offset}) p
    JOIN document_rows r ON r.fiscal_drive_number = p.drive AND r.fd_number = p.fd
    ORDER BY ${orderBy(page, 'r.')}`;
}

/** A period's whole days, which the per-day counts answer, and the parts of days at its ends. */
export function countSpans(query: TableQuery): {
  days: { from: string; to: string } | null;
  cuts: TableQuery[];
} {
  const fromDay = query.from.slice(0, 10);
  const toDay = query.to.slice(0, 10);
  const first = query.from <= `${fromDay}T00:00:00` ? fromDay : addDays(fromDay, 1);
  const last = query.to >= `${toDay}T23:59:59` ? toDay : addDays(toDay, -1);
  if (first > last) return { days: null, cuts: [query] };
  const cuts: TableQuery[] = [];
  if (first !== fromDay) cuts.push({ ...query, to: `${fromDay}T23:59:59` });
  if (last !== toDay) cuts.push({ ...query, from: `${toDay}T00:00:00` });
  return { days: { from: first, to: last }, cuts };
}

/** The SELECT of a span of whole days' counts (table-counts-ddl.ts), as TableGroup's fields. */
export function dayCountsSql(
  query: TableQuery,
  days: { from: string; to: string },
  bind: (value: string | number) => string,
): string {
  const parts = [
    `reg_number = ${bind(query.regNumber)}`,
    `day >= ${bind(days.from)}`,
    `day <= ${bind(days.to)}`,
  ];
  if (query.drive !== null) parts.push(`fiscal_drive_number = ${bind(query.drive)}`);
  return `SELECT type, NULLIF(operation_type, -1) AS "operationType", NULLIF(operator, '') AS operator,
      SUM(count) AS count
    FROM document_row_counts WHERE ${parts.join(' AND ')}
    GROUP BY type, operation_type, operator`;
}

/** Groups of several spans added up: one per (type, operation, operator). */
export function addGroups(spans: TableGroup[][]): TableGroup[] {
  const all = new Map<string, TableGroup>();
  for (const group of spans.flat()) {
    // An operator's '' counts with the missing ones, as the counts keep it.
    const g = { ...group, operator: group.operator === '' ? null : group.operator };
    const key = JSON.stringify([g.type, g.operationType, g.operator]);
    const known = all.get(key);
    if (known) known.count += g.count;
    else all.set(key, g);
  }
  return [...all.values()];
}

/** What an engine reads for a period's figures (table-rows.ts' composeFigures puts them together). */
type FigureParts = {
  groups: (query: TableQuery) => Promise<TableGroup[]> | TableGroup[];
  sums: (query: TableQuery) => Promise<FiguresByOperation> | FiguresByOperation;
  byDay: (ranges: FiguresRange[]) => Promise<DayFigures[]>;
};

/**
 * A period's figures. Without a type or shift filter, the sums are the register's
 * per-day statistics (receipt_buckets in SQLite, a few rows a day: Store.figuresByDay), which hold
 * the same receipts read the same way; they answer for one drive when every receipt of the period
 * is on it (their count is the drive's). Otherwise they are summed from the rows.
 */
export async function composeFigures(query: TableQuery, parts: FigureParts): Promise<TableFigures> {
  const groups = await parts.groups(query);
  if (!query.types && query.shift === undefined) {
    // The buckets are kept per operation: an operation filter takes the operations it names.
    const chosen = OPERATION_TYPES.filter((op) => !query.ops || query.ops.includes(op));
    const operations = emptyOperations();
    const range = { regNumber: query.regNumber, from: query.from, to: query.to };
    for (const day of await parts.byDay([range])) {
      for (const op of chosen) {
        addFigures(operations[op], day.operations[op], day.operations[op].vat);
      }
    }
    const receipts = chosen.reduce((sum, op) => sum + operations[op].count, 0);
    const selected = groups.reduce(
      (sum, g) =>
        sum + (g.operationType !== null && chosen.includes(g.operationType) ? g.count : 0),
      0,
    );
    if (receipts === selected) return { operations, groups };
  }
  return { operations: await parts.sums(query), groups };
}
