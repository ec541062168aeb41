import type Database from 'better-sqlite3';
import type { FigureSource } from './figures';
import { addFigures, emptyOperations } from './figures-sum';
import type { FiguresByOperation, Store } from './types';
import { addGroups, tableRow, whereOf } from './table-rows';
import { tableStatements, type TableStatement } from './table-statements';
import type { TableGroup, TablePage, TableQuery, TableRow } from './table-types';
import type { OperationType } from './figures';

// The documents table of the SQLite engine (table-rows.ts, migration 6): each stored document's
// row written beside it, in the same transaction, and the period's figures and pages read in SQL.

type SumRow = { op: OperationType; count: number; total: number; cash: number; cashless: number };
type VatRow = { op: OperationType; field: string; amount: number };

/** Writes a document's row; whether it was new (not a row already held). */
export function prepareRowInsert(db: Database.Database) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO document_rows (reg_number, fiscal_drive_number, fd_number, date_time, id,
       type, shift_number, operation_type, total, cash, cashless, operator, vat)
     VALUES (@regNumber, @fiscalDriveNumber, @fdNumber, @dateTime, @id, @type, @shiftNumber,
       @operationType, @total, @cash, @cashless, @operator, @vat)`,
  );
  return (doc: FigureSource, body?: Record<string, unknown>) => {
    const row = tableRow(doc, body ?? (JSON.parse(doc.body) as Record<string, unknown>));
    return insert.run(row).changes === 1 ? row : null;
  };
}

/** Records the row of a document that was just stored, and counts it in its day (migration 7). */
export function prepareRowWrites(db: Database.Database) {
  const insert = prepareRowInsert(db);
  const count = db.prepare(
    `INSERT INTO document_row_counts
       (reg_number, day, fiscal_drive_number, type, operation_type, operator, count)
     VALUES (?, ?, ?, ?, ?, ?, 1)
     ON CONFLICT DO UPDATE SET count = count + 1`,
  );
  return (doc: FigureSource, body?: Record<string, unknown>) => {
    const row = insert(doc, body);
    if (!row) return;
    count.run(
      row.regNumber,
      row.dateTime.slice(0, 10),
      row.fiscalDriveNumber,
      row.type,
      row.operationType ?? -1,
      row.operator ?? '',
    );
  };
}

/** Bound as SQLite's positional parameters, in the order the statement names them. */
const statements = tableStatements(() => '?');

export function prepareTableReads(db: Database.Database) {
  const cache = new Map<string, Database.Statement>();
  const statement = (sql: string) => {
    let s = cache.get(sql);
    if (!s) {
      // Few shapes (filters present or not, sort keys); the operator sort is bounded by the
      // names one register uses.
      if (cache.size > 200) cache.clear();
      cache.set(sql, (s = db.prepare(sql)));
    }
    return s;
  };

  const all = ({ sql, values }: TableStatement) => statement(sql).all(...values);

  function groups(query: TableQuery): TableGroup[] {
    return addGroups(statements.groups(query).map((s) => all(s) as TableGroup[]));
  }

  function sums(query: TableQuery): FiguresByOperation {
    const chosen = statements.binder();
    const sums = statement(
      `SELECT operation_type AS op, COUNT(*) AS count, SUM(total) AS total, SUM(cash) AS cash,
         SUM(cashless) AS cashless
       FROM document_rows WHERE ${whereOf(query, chosen.bind, true)}
         AND operation_type IS NOT NULL GROUP BY operation_type`,
    ).all(...chosen.values) as SumRow[];
    const vatBound = statements.binder();
    const vat = statement(
      `SELECT r.operation_type AS op, j.key AS field, SUM(j.value) AS amount
       FROM document_rows r, json_each(r.vat) j
       WHERE ${whereOf(query, vatBound.bind, true, 'r.')} AND r.operation_type IS NOT NULL
       GROUP BY r.operation_type, j.key`,
    ).all(...vatBound.values) as VatRow[];
    const operations = emptyOperations();
    for (const row of sums) addFigures(operations[row.op], row, {});
    for (const row of vat) {
      addFigures(
        operations[row.op],
        { count: 0, total: 0, cash: 0, cashless: 0 },
        {
          [row.field]: row.amount,
        },
      );
    }
    return operations;
  }

  function page(query: TableQuery, order: TablePage): TableRow[] {
    return all(statements.page(query, order)) as TableRow[];
  }

  function position(...[query, order, document]: Parameters<Store['tablePosition']>) {
    const { sql, values } = statements.position(query, order, document);
    const row = statement(sql).get(...values) as { n: number } | undefined;
    return row ? row.n : null;
  }

  return { groups, sums, page, position };
}
