import type Database from 'better-sqlite3';
import type { FigureSource } from './figures';
import { prepareFigureWrites } from './sqlite-figure-writes';
import { prepareRowInsert } from './sqlite-table';
import { storedSource, type StoredColumns } from './stored-source';

// Fills the statistics tables (and the documents table's rows) from documents stored before they existed (a database created by an
// older version). Keyset batches by rowid: every read runs to completion before the writes.

const BATCH = 2000;

type Row = StoredColumns & { rowid: number };

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
    for (const row of rows) record(storedSource(row));
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.rowid;
  }
}
