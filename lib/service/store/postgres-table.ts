import type { Pool, PoolClient } from 'pg';
import type { FigureSource, OperationType } from './figures';
import { addFigures, emptyOperations } from './figures-sum';
import type { FiguresByOperation, Store } from './types';
import { addGroups, tableRow, whereOf } from './table-rows';
import { inStoredBatches } from './postgres-stored-batches';
import { countRowsSql } from './table-counts-ddl';
import { tableStatements, type TableStatement } from './table-statements';
import type { TableGroup, TablePage, TableQuery, TableRow } from './table-types';

// The documents table of the PostgreSQL engine (table-rows.ts, migration 6): the rows of a batch's
// stored documents written in its transaction, and a period's figures and pages read in SQL: the
// statements both engines share (table-statements.ts), the sums in this engine's words.

const INSERT = `INSERT INTO document_rows (reg_number, fiscal_drive_number, fd_number, date_time, id,
    type, shift_number, operation_type, total, cash, cashless, operator, vat)
  SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[],
    $7::bigint[], $8::smallint[], $9::bigint[], $10::bigint[], $11::bigint[], $12::text[],
    $13::text[])
  ON CONFLICT DO NOTHING`;

const FIELDS = [
  'regNumber',
  'fiscalDriveNumber',
  'fdNumber',
  'dateTime',
  'id',
  'type',
  'shiftNumber',
  'operationType',
  'total',
  'cash',
  'cashless',
  'operator',
  'vat',
] as const satisfies readonly (keyof TableRow | 'vat')[];

const WRITTEN = `WITH written AS (${INSERT}
    RETURNING reg_number, date_time, fiscal_drive_number, type, operation_type, operator)`;

// The rows written, counted into their days (migration 7) in the same statement.
const INSERT_COUNTED = `${WRITTEN}${countRowsSql('written')}
  ON CONFLICT (reg_number, day, fiscal_drive_number, type, operation_type, operator)
    DO UPDATE SET count = document_row_counts.count + EXCLUDED.count`;

/**
 * Writes the rows of documents just stored (not duplicates), in the caller's transaction, and
 * counts them in their days; `counted: false` for migration 6, before the counts' table exists.
 */
export async function insertTableRows(
  client: PoolClient,
  docs: FigureSource[],
  { counted = true } = {},
): Promise<void> {
  if (docs.length === 0) return;
  const rows = docs.map((doc) => tableRow(doc, JSON.parse(doc.body) as Record<string, unknown>));
  await client.query(
    counted ? INSERT_COUNTED : INSERT,
    FIELDS.map((field) => rows.map((row) => row[field])),
  );
}

/** Migration 6: the rows of the documents stored before it (postgres-stored-batches.ts). */
export function backfillTableRows(client: PoolClient): Promise<void> {
  const dateTime = `to_char(k.date_time, 'YYYY-MM-DD"T"HH24:MI:SS')`;
  return inStoredBatches(client, { dateTime }, (docs) =>
    insertTableRows(client, docs, { counted: false }),
  );
}

/** Bound as PostgreSQL's numbered parameters. */
const statements = tableStatements((n) => `$${n}`);

type Sums = {
  op: OperationType;
  field: string | null;
  count: string;
  total: string;
  cash: string;
  cashless: string;
};

export function postgresTable(pool: Pool) {
  async function groupsOf({ sql, values }: TableStatement): Promise<TableGroup[]> {
    const { rows } = await pool.query<TableGroup & { count: string }>(sql, values);
    return rows.map((g) => ({
      type: g.type,
      operationType: g.operationType === null ? null : (Number(g.operationType) as OperationType),
      operator: g.operator,
      count: Number(g.count),
    }));
  }

  async function groups(query: TableQuery): Promise<TableGroup[]> {
    return addGroups(await Promise.all(statements.groups(query).map(groupsOf)));
  }

  async function sums(query: TableQuery): Promise<FiguresByOperation> {
    const chosen = statements.binder();
    // One statement, one snapshot: a row with `field` null is an operation's sums, one with a
    // field name that VAT field's amount.
    const { rows } = await pool.query<Sums>(
      `WITH receipts AS (SELECT operation_type, total, cash, cashless, vat FROM document_rows
         WHERE ${whereOf(query, chosen.bind, true)} AND operation_type IS NOT NULL)
       SELECT operation_type AS op, NULL AS field, COUNT(*) AS count, SUM(total) AS total,
         SUM(cash) AS cash, SUM(cashless) AS cashless FROM receipts GROUP BY operation_type
       UNION ALL
       SELECT operation_type, v.key, 0, SUM(v.value::bigint), 0, 0
       FROM receipts, jsonb_each_text(receipts.vat::jsonb) v GROUP BY operation_type, v.key`,
      chosen.values,
    );
    const operations = emptyOperations();
    for (const row of rows) {
      const into = operations[Number(row.op) as OperationType];
      // bigint sums come back as strings.
      const [count, total, cash, cashless] = [row.count, row.total, row.cash, row.cashless].map(
        Number,
      ) as [number, number, number, number];
      if (row.field === null) addFigures(into, { count, total, cash, cashless }, {});
      else addFigures(into, { count: 0, total: 0, cash: 0, cashless: 0 }, { [row.field]: total });
    }
    return operations;
  }

  async function page(query: TableQuery, order: TablePage): Promise<TableRow[]> {
    const { sql, values } = statements.page(query, order);
    const { rows } = await pool.query<TableRow>(sql, values);
    // bigint columns come back as strings.
    return rows.map((r) => ({
      ...r,
      fdNumber: Number(r.fdNumber),
      shiftNumber: r.shiftNumber === null ? null : Number(r.shiftNumber),
      operationType: r.operationType === null ? null : (Number(r.operationType) as OperationType),
      total: r.total === null ? null : Number(r.total),
      cash: r.cash === null ? null : Number(r.cash),
      cashless: r.cashless === null ? null : Number(r.cashless),
    }));
  }

  async function position(...[query, order, document]: Parameters<Store['tablePosition']>) {
    const { sql, values } = statements.position(query, order, document);
    const { rows } = await pool.query<{ n: string }>(sql, values);
    return rows[0] ? Number(rows[0].n) : null;
  }

  return { groups, sums, page, position };
}
