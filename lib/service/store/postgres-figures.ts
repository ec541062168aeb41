import type { Pool } from 'pg';
import { receiptFigures, shiftEvent, type FigureSource, type OperationType } from './figures';
import { addFigures, emptyOperations, hasReceipts, inShiftOrder } from './figures-sum';
import { LOCAL } from './postgres-reads';
import type { DayFigures, FiguresByOperation, FiguresRange, ShiftFigures } from './types';

// Statistics of the PostgreSQL engine, summed in SQL from the documents themselves (migration 2
// of postgres-migrations.ts). Each document carries the figures the rules of figures.ts take out
// of its body when it is stored — operation type, shift, total, cash, cashless, VAT — so a query
// reads those columns through one partial index of the month partitions the period touches,
// never a JSON body. Both engines derive the numbers with the same function; only the summing
// differs (SQLite keeps running sums, sqlite-figures.ts).

/** The figure columns of `documents`, in the order figureValues() gives them. */
export const FIGURE_COLUMNS = 'shift_number, operation_type, total, cash, cashless, vat';

/** A document's figure columns; nulls for a document that is neither a receipt nor a shift event. */
export function figureValues(doc: FigureSource): (string | number | null)[] {
  if (doc.type === 'openShift' || doc.type === 'closeShift') {
    return [shiftEvent(doc)?.shiftNumber ?? null, null, null, null, null, null];
  }
  const f = receiptFigures(doc);
  if (!f) return [null, null, null, null, null, null];
  return [f.shiftNumber, f.operationType, f.total, f.cash, f.cashless, JSON.stringify(f.vat)];
}

// Sums and VAT per bucket and operation, from the CTE `receipts` (bucket columns, op, figures).
// One statement, so one snapshot: a row with `field` null is a bucket's sums, one with a field
// name is that VAT field's amount.
const sums = (bucket: string) => `
  SELECT ${bucket}, op, NULL::text AS field, COUNT(*) AS count, SUM(total) AS total,
    SUM(cash) AS cash, SUM(cashless) AS cashless
  FROM receipts GROUP BY ${bucket}, op
  UNION ALL
  SELECT ${bucket}, op, v.key, 0, SUM(v.value::bigint), 0, 0
  FROM receipts, jsonb_each_text(receipts.vat) v GROUP BY ${bucket}, op, v.key`;

const RECEIPT = 'd.operation_type AS op, d.total, d.cash, d.cashless, d.vat';
const COUNTED = "('receipt', 'receiptCorrection', 'bso', 'bsoCorrection')";
/** A shift's documents of one type, newest or oldest first: a probe of documents_by_shift. */
const shiftTime = (aggregate: 'MIN' | 'MAX', type: string) =>
  `(SELECT ${aggregate}(x.date_time) FROM documents x WHERE x.reg_number = $1
    AND x.fiscal_drive_number = l.drive AND x.shift_number = l.shift_number AND x.type IN ${type})`;

/** The statistics queries, exported so a test can prove their plans (EXPLAIN). */
export const PG_FIGURES_SQL = {
  // $1..$3: the ranges as arrays; $4, $5: their outer bounds, constants the planner prunes months
  // with. OFFSET 0 keeps the lateral subquery a parameterized scan per range (register and window
  // as index conditions) rather than one scan of every register's receipts filtered afterwards.
  byDay: `WITH receipts AS (
      SELECT to_char(d.date_time, 'YYYY-MM-DD') AS day, d.op, d.total, d.cash, d.cashless, d.vat
      FROM unnest($1::text[], $2::timestamp[], $3::timestamp[]) AS r(reg_number, from_time, to_time)
      CROSS JOIN LATERAL (
        SELECT d.date_time, ${RECEIPT} FROM documents d
        WHERE d.reg_number = r.reg_number AND d.date_time >= r.from_time
          AND d.date_time <= r.to_time AND d.operation_type IS NOT NULL
          AND d.date_time >= $4::timestamp AND d.date_time <= $5::timestamp
        OFFSET 0) d)
    ${sums('day')}`,
  // The shifts with a receipt in the range or opened in it, with their sums inside the range;
  // the opening and closing come from the shift's reports whenever they were stored, and a shift
  // without an opening report began with its first receipt.
  byShift: `WITH receipts AS (
      SELECT d.fiscal_drive_number AS drive, d.shift_number, ${RECEIPT}
      FROM documents d
      WHERE d.reg_number = $1 AND d.date_time >= $2::timestamp AND d.date_time <= $3::timestamp
        AND d.operation_type IS NOT NULL AND d.shift_number IS NOT NULL),
    figures AS (${sums('drive, shift_number')}),
    listed AS (
      SELECT drive, shift_number FROM figures
      UNION
      SELECT fiscal_drive_number, shift_number FROM documents
      WHERE reg_number = $1 AND type = 'openShift' AND shift_number IS NOT NULL
        AND date_time >= $2::timestamp AND date_time <= $3::timestamp),
    shifts AS (
      SELECT l.drive, l.shift_number, ${shiftTime('MIN', "('openShift')")} AS open_time,
        ${shiftTime('MAX', "('closeShift')")} AS close_time,
        ${shiftTime('MIN', COUNTED)} AS first_receipt
      FROM listed l)
    SELECT s.drive, s.shift_number, ${LOCAL('s.open_time')} AS open_time,
      ${LOCAL('s.close_time')} AS close_time,
      ${LOCAL('COALESCE(s.open_time, s.first_receipt)')} AS start,
      f.op, f.field, f.count, f.total, f.cash, f.cashless
    FROM shifts s
    LEFT JOIN figures f ON f.drive = s.drive AND f.shift_number = s.shift_number`,
};

type SumRow = {
  op: OperationType | null;
  field: string | null;
  count: string;
  total: string;
  cash: string;
  cashless: string;
};
type DayRow = SumRow & { day: string };
type ShiftRow = SumRow & {
  drive: string;
  shift_number: number;
  open_time: string | null;
  close_time: string | null;
  start: string | null;
};

const NO_SUMS = { count: 0, total: 0, cash: 0, cashless: 0 };

/** A sums row adds to its operation; a VAT row (`field` set) carries its amount in `total`. */
function addRow(into: FiguresByOperation, row: SumRow) {
  if (row.op === null) return;
  const total = Number(row.total);
  if (row.field !== null) return addFigures(into[row.op], NO_SUMS, { [row.field]: total });
  const sums = { count: Number(row.count), total, cash: Number(row.cash) };
  addFigures(into[row.op], { ...sums, cashless: Number(row.cashless) }, {});
}

export function postgresFigures(pool: Pool) {
  async function byDay(ranges: FiguresRange[]): Promise<DayFigures[]> {
    if (ranges.length === 0) return [];
    const from = ranges.map((r) => r.from);
    const to = ranges.map((r) => r.to);
    const { rows } = await pool.query<DayRow>(PG_FIGURES_SQL.byDay, [
      ranges.map((r) => r.regNumber),
      from,
      to,
      from.reduce((a, b) => (a < b ? a : b)),
      to.reduce((a, b) => (a > b ? a : b)),
    ]);
    const days = new Map<string, FiguresByOperation>();
    for (const row of rows) {
      let day = days.get(row.day);
      if (!day) days.set(row.day, (day = emptyOperations()));
      addRow(day, row);
    }
    return [...days.entries()]
      .filter(([, operations]) => hasReceipts(operations))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, operations]) => ({ date, operations }));
  }

  async function byShift(range: FiguresRange): Promise<ShiftFigures[]> {
    const { rows } = await pool.query<ShiftRow>(PG_FIGURES_SQL.byShift, [
      range.regNumber,
      range.from,
      range.to,
    ]);
    const shifts = new Map<string, { figures: ShiftFigures; start: string }>();
    for (const row of rows) {
      const key = `${row.drive}/${row.shift_number}`;
      let shift = shifts.get(key);
      if (!shift) {
        const figures: ShiftFigures = {
          fiscalDriveNumber: row.drive,
          shiftNumber: row.shift_number,
          shiftOpen: row.open_time,
          shiftClose: row.close_time,
          operations: emptyOperations(),
        };
        shifts.set(key, (shift = { figures, start: row.start ?? '' }));
      }
      addRow(shift.figures.operations, row);
    }
    // Every listed shift has a receipt in the range or opened in it: none is filtered out.
    return inShiftOrder([...shifts.values()]);
  }

  return { byDay, byShift };
}
