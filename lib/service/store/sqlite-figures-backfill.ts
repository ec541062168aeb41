import type Database from 'better-sqlite3';
import type { DocumentType } from '@/lib/ofd/document-types';
import type { FigureSource } from './figures';
import { prepareFigureWrites } from './sqlite-figure-writes';
import { prepareRowInsert } from './sqlite-table';

// Fills the statistics tables (and the documents table's rows) from documents stored before they existed (a database created by an
// older version). Keyset batches by rowid: every read runs to completion before the writes.

const BATCH = 2000;

type Row = {
  rowid: number;
  id: string;
  type: DocumentType;
  reg_number: string;
  fiscal_drive_number: string;
  fd_number: number;
  date_time: string;
  receive_utc: string;
  body: string;
};

export function backfillFigures(db: Database.Database) {
  backfill(
    db,
    prepareFigureWrites(db),
    `AND type IN
       ('receipt', 'receiptCorrection', 'bso', 'bsoCorrection', 'openShift', 'closeShift')`,
  );
}

/** The documents table's rows (migration 6), one per stored document. */
export function backfillRows(db: Database.Database) {
  // Rows only: their counts per day are migration 7's, filled from these rows.
  const insert = prepareRowInsert(db);
  backfill(db, (doc) => void insert(doc), '');
}

function backfill(db: Database.Database, record: (doc: FigureSource) => void, types: string): void {
  const next = db.prepare(
    `SELECT rowid, * FROM documents WHERE rowid > ? ${types} ORDER BY rowid LIMIT ${BATCH}`,
  );
  let after = 0;
  for (;;) {
    const rows = next.all(after) as Row[];
    for (const row of rows) {
      record({
        id: row.id,
        type: row.type,
        regNumber: row.reg_number,
        fiscalDriveNumber: row.fiscal_drive_number,
        fdNumber: row.fd_number,
        dateTime: row.date_time,
        receiveUtc: row.receive_utc,
        body: row.body,
      });
    }
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.rowid;
  }
}
