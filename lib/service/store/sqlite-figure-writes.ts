import type Database from 'better-sqlite3';
import { receiptFigures, shiftEvent, type FigureSource, type ReceiptFigures } from './figures';

// Keeps the statistics tables (migration 2) in step with the documents: each stored receipt adds a
// row to receipt_figures and its sums to two buckets (its day, its shift); openings and closings of
// shifts are kept in shifts. Called in the same transaction as the document insert, so the sums can
// never disagree with the documents.

export const FIGURE_TABLES = ['receipt_bucket_vat', 'receipt_buckets', 'receipt_figures', 'shifts'];

/** A shift bucket's key: drive and shift number, so that numbers restarting on a new drive differ. */
export const shiftBucket = (drive: string, shiftNumber: number) => `${drive}/${shiftNumber}`;

export function prepareFigureWrites(db: Database.Database) {
  const s = {
    figure: db.prepare(
      `INSERT INTO receipt_figures (fiscal_drive_number, fd_number, reg_number, date_time,
         shift_number, operation_type, total, cash, cashless, vat)
       VALUES (@fiscalDriveNumber, @fdNumber, @regNumber, @dateTime, @shiftNumber, @operationType,
         @total, @cash, @cashless, @vat)`,
    ),
    bucket: db.prepare(
      `INSERT INTO receipt_buckets (reg_number, kind, bucket, operation_type, first_time, last_time,
         count, total, cash, cashless)
       VALUES (@regNumber, @kind, @bucket, @operationType, @dateTime, @dateTime, 1, @total, @cash,
         @cashless)
       ON CONFLICT (reg_number, kind, bucket, operation_type) DO UPDATE SET
         first_time = min(first_time, excluded.first_time),
         last_time = max(last_time, excluded.last_time),
         count = count + 1, total = total + excluded.total, cash = cash + excluded.cash,
         cashless = cashless + excluded.cashless`,
    ),
    vat: db.prepare(
      `INSERT INTO receipt_bucket_vat (reg_number, kind, bucket, operation_type, field, amount)
       VALUES (@regNumber, @kind, @bucket, @operationType, @field, @amount)
       ON CONFLICT (reg_number, kind, bucket, operation_type, field) DO UPDATE SET
         amount = amount + excluded.amount`,
    ),
    open: db.prepare(
      `INSERT INTO shifts (reg_number, fiscal_drive_number, shift_number, open_time)
       VALUES (@regNumber, @fiscalDriveNumber, @shiftNumber, @dateTime)
       ON CONFLICT DO UPDATE SET open_time = excluded.open_time`,
    ),
    close: db.prepare(
      `INSERT INTO shifts (reg_number, fiscal_drive_number, shift_number, close_time)
       VALUES (@regNumber, @fiscalDriveNumber, @shiftNumber, @dateTime)
       ON CONFLICT DO UPDATE SET close_time = excluded.close_time`,
    ),
  };

  function addToBucket(f: ReceiptFigures, kind: 'day' | 'shift', bucket: string) {
    s.bucket.run({
      regNumber: f.regNumber,
      kind,
      bucket,
      operationType: f.operationType,
      dateTime: f.dateTime,
      total: f.total,
      cash: f.cash,
      cashless: f.cashless,
    });
    for (const [field, amount] of Object.entries(f.vat)) {
      s.vat.run({
        regNumber: f.regNumber,
        kind,
        bucket,
        operationType: f.operationType,
        field,
        amount,
      });
    }
  }

  /** Records a document that was just stored (not a duplicate). */
  return function record(doc: FigureSource, body?: Record<string, unknown>) {
    const figures = receiptFigures(doc, body);
    if (figures) {
      s.figure.run({ ...figures, vat: JSON.stringify(figures.vat) });
      addToBucket(figures, 'day', figures.dateTime.slice(0, 10));
      if (figures.shiftNumber !== null) {
        addToBucket(figures, 'shift', shiftBucket(figures.fiscalDriveNumber, figures.shiftNumber));
      }
      return;
    }
    const event = shiftEvent(doc, body);
    if (event) (event.kind === 'open' ? s.open : s.close).run(event);
  };
}
