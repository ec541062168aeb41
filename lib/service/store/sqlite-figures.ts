import type Database from 'better-sqlite3';
import type { OperationType } from './figures';
import { addFigures, emptyOperations, hasReceipts, inShiftOrder } from './figures-sum';
import { shiftBucket } from './sqlite-figure-writes';
import type { DayFigures, FiguresByOperation, FiguresRange, ShiftFigures } from './types';

// Statistics reads of the SQLite engine (tables of migration 2). A bucket (a day or a shift of one
// register) whose receipts all lie inside the asked range is read from receipt_buckets, a few rows;
// a bucket that the range cuts (a permission window starting or ending mid-day or mid-shift) is
// summed from its receipts in receipt_figures, inside the range only.

type BucketRow = {
  bucket: string;
  op: OperationType;
  first_time: string;
  last_time: string;
  count: number;
  total: number;
  cash: number;
  cashless: number;
};
type VatRow = { bucket?: string; op: OperationType; field: string; amount: number };
type SumRow = { op: OperationType; count: number; total: number; cash: number; cashless: number };
type ShiftRow = {
  fiscal_drive_number: string;
  shift_number: number;
  open_time: string | null;
  close_time: string | null;
};

const BUCKET_COLUMNS = `b.bucket, b.operation_type AS op, b.first_time, b.last_time, b.count,
  b.total, b.cash, b.cashless`;
const DAYS = `b.reg_number = @regNumber AND b.kind = 'day' AND b.bucket >= @fromDay
  AND b.bucket <= @toDay`;
const SHIFTS = `b.reg_number = @regNumber AND b.kind = 'shift' AND b.last_time >= @from
  AND b.first_time <= @to`;
const VAT_JOIN = `receipt_buckets b JOIN receipt_bucket_vat v ON v.reg_number = b.reg_number
  AND v.kind = b.kind AND v.bucket = b.bucket AND v.operation_type = b.operation_type`;
const SUM_COLUMNS = `operation_type AS op, COUNT(*) AS count, SUM(total) AS total,
  SUM(cash) AS cash, SUM(cashless) AS cashless`;
const VAT_SUM = `SELECT f.operation_type AS op, j.key AS field, SUM(j.value) AS amount
  FROM receipt_figures f, json_each(f.vat) j`;
const IN_TIME = `reg_number = @regNumber AND date_time >= @from AND date_time <= @to`;
const IN_SHIFT = `reg_number = @regNumber AND fiscal_drive_number = @drive AND shift_number = @shift
  AND date_time >= @from AND date_time <= @to`;
const SHIFT_COLUMNS = 'fiscal_drive_number, shift_number, open_time, close_time';

/** The statistics queries, exported so a test can prove their plans (EXPLAIN QUERY PLAN). */
export const FIGURES_SQL = {
  dayBuckets: `SELECT ${BUCKET_COLUMNS} FROM receipt_buckets b WHERE ${DAYS}`,
  dayVat: `SELECT v.bucket, v.operation_type AS op, v.field, v.amount FROM ${VAT_JOIN} WHERE ${DAYS}`,
  shiftBuckets: `SELECT ${BUCKET_COLUMNS} FROM receipt_buckets b WHERE ${SHIFTS}`,
  shiftVat: `SELECT v.bucket, v.operation_type AS op, v.field, v.amount FROM ${VAT_JOIN}
    WHERE ${SHIFTS}`,
  sumTime: `SELECT ${SUM_COLUMNS} FROM receipt_figures WHERE ${IN_TIME} GROUP BY operation_type`,
  vatTime: `${VAT_SUM} WHERE f.reg_number = @regNumber AND f.date_time >= @from
    AND f.date_time <= @to GROUP BY f.operation_type, j.key`,
  sumShift: `SELECT ${SUM_COLUMNS} FROM receipt_figures WHERE ${IN_SHIFT} GROUP BY operation_type`,
  vatShift: `${VAT_SUM} WHERE f.reg_number = @regNumber AND f.fiscal_drive_number = @drive
    AND f.shift_number = @shift AND f.date_time >= @from AND f.date_time <= @to
    GROUP BY f.operation_type, j.key`,
  shift: `SELECT ${SHIFT_COLUMNS} FROM shifts
    WHERE reg_number = @regNumber AND fiscal_drive_number = @drive AND shift_number = @shift`,
  shiftsOpened: `SELECT ${SHIFT_COLUMNS} FROM shifts
    WHERE reg_number = @regNumber AND open_time >= @from AND open_time <= @to`,
};

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);
const NO_SUMS = { count: 0, total: 0, cash: 0, cashless: 0 };

export function prepareFigureReads(db: Database.Database) {
  const s = Object.fromEntries(
    Object.entries(FIGURES_SQL).map(([name, sql]) => [name, db.prepare(sql)]),
  ) as Record<keyof typeof FIGURES_SQL, Database.Statement>;

  function sumInto(into: FiguresByOperation, sums: SumRow[], vat: VatRow[]) {
    for (const row of sums) addFigures(into[row.op], row, {});
    for (const row of vat) addFigures(into[row.op], NO_SUMS, { [row.field]: row.amount });
  }

  /** Whole buckets from their rows; a bucket any of whose operations the range cuts via `cut`. */
  function collect(
    buckets: BucketRow[],
    vat: VatRow[],
    range: { from: string; to: string },
    target: (bucket: string) => FiguresByOperation,
    cut: (bucket: string, into: FiguresByOperation) => void,
  ) {
    const cutBuckets = new Set<string>();
    for (const row of buckets) {
      if (row.first_time < range.from || row.last_time > range.to) cutBuckets.add(row.bucket);
    }
    for (const row of buckets) {
      if (!cutBuckets.has(row.bucket)) addFigures(target(row.bucket)[row.op], row, {});
    }
    for (const row of vat) {
      if (!cutBuckets.has(row.bucket!)) sumInto(target(row.bucket!), [], [row]);
    }
    for (const bucket of cutBuckets) cut(bucket, target(bucket));
  }

  function byDay(ranges: FiguresRange[]): DayFigures[] {
    const days = new Map<string, FiguresByOperation>();
    const target = (date: string) => {
      let day = days.get(date);
      if (!day) days.set(date, (day = emptyOperations()));
      return day;
    };
    for (const range of ranges) {
      const params = { ...range, fromDay: range.from.slice(0, 10), toDay: range.to.slice(0, 10) };
      const cut = (date: string, into: FiguresByOperation) => {
        const part = {
          regNumber: range.regNumber,
          from: later(range.from, `${date}T00:00:00`),
          to: earlier(range.to, `${date}T23:59:59`),
        };
        sumInto(into, s.sumTime.all(part) as SumRow[], s.vatTime.all(part) as VatRow[]);
      };
      collect(
        s.dayBuckets.all(params) as BucketRow[],
        s.dayVat.all(params) as VatRow[],
        range,
        target,
        cut,
      );
    }
    return [...days.entries()]
      .filter(([, operations]) => hasReceipts(operations))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, operations]) => ({ date, operations }));
  }

  function byShift(range: FiguresRange): ShiftFigures[] {
    const shifts = new Map<string, { operations: FiguresByOperation; start: string }>();
    const buckets = s.shiftBuckets.all(range) as BucketRow[];
    const target = (bucket: string) => {
      let shift = shifts.get(bucket);
      if (!shift) shifts.set(bucket, (shift = { operations: emptyOperations(), start: '' }));
      return shift.operations;
    };
    const cut = (bucket: string, into: FiguresByOperation) => {
      const slash = bucket.lastIndexOf('/');
      const part = {
        ...range,
        drive: bucket.slice(0, slash),
        shift: Number(bucket.slice(slash + 1)),
      };
      sumInto(into, s.sumShift.all(part) as SumRow[], s.vatShift.all(part) as VatRow[]);
    };
    collect(buckets, s.shiftVat.all(range) as VatRow[], range, target, cut);
    const opened = new Map<string, ShiftRow>();
    for (const row of s.shiftsOpened.all(range) as ShiftRow[]) {
      const key = shiftBucket(row.fiscal_drive_number, row.shift_number);
      opened.set(key, row);
      target(key);
    }
    // A shift without an opening report began with its first receipt, of whichever operation.
    const firstReceipt = new Map<string, string>();
    for (const b of buckets) {
      const known = firstReceipt.get(b.bucket);
      if (known === undefined || b.first_time < known) firstReceipt.set(b.bucket, b.first_time);
    }
    return inShiftOrder(
      [...shifts.entries()].flatMap(([key, { operations }]) => {
        const slash = key.lastIndexOf('/');
        const drive = key.slice(0, slash);
        const shiftNumber = Number(key.slice(slash + 1));
        const row =
          opened.get(key) ??
          (s.shift.get({ regNumber: range.regNumber, drive, shift: shiftNumber }) as
            ShiftRow | undefined);
        if (!hasReceipts(operations) && !opened.has(key)) return [];
        const figures: ShiftFigures = {
          fiscalDriveNumber: drive,
          shiftNumber,
          shiftOpen: row?.open_time ?? null,
          shiftClose: row?.close_time ?? null,
          operations,
        };
        return [{ figures, start: row?.open_time ?? firstReceipt.get(key) ?? '' }];
      }),
    );
  }

  return { byDay, byShift };
}
