import type Database from 'better-sqlite3';
import { backfillFigures } from './sqlite-figures-backfill';
import { MIRROR_MIGRATIONS } from './mirror-ddl';
import { DOCUMENT_INDEXES_DDL, REGISTRY_DDL } from './shared-ddl';
import { backfillRows } from './sqlite-figures-backfill';
import { SQLITE_COUNTS_DDL } from './table-counts-ddl';
import { SQLITE_TABLE_DDL } from './table-ddl';

// Versioned schema. A migration is never edited once released: add a new one instead. Each runs in
// its own transaction and is recorded in `schema_migrations`, so a half-applied schema cannot exist.

type Migration = {
  version: number;
  name: string;
  sql: string;
  /** Fills new tables from what is already stored, in the migration's transaction. */
  backfill?: (db: Database.Database) => void;
};

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'initial',
    sql:
      REGISTRY_DDL +
      `
      -- body: the JSON text of the document's data as the register sent it (padded identifiers).
      -- The other columns are copies for lookups, with identifiers trimmed.
      CREATE TABLE documents (
        id TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        reg_number TEXT NOT NULL,
        fiscal_drive_number TEXT NOT NULL,
        fd_number INTEGER NOT NULL,
        date_time TEXT NOT NULL,
        receive_utc TEXT NOT NULL,
        body TEXT NOT NULL,
        UNIQUE (fiscal_drive_number, fd_number),
        FOREIGN KEY (reg_number, fiscal_drive_number)
          REFERENCES fiscal_drives(reg_number, fiscal_drive_number) ON DELETE CASCADE
      );
    ` +
      DOCUMENT_INDEXES_DDL,
  },
  {
    version: 2,
    name: 'receipt statistics',
    // The statistics operations (docs/statistics.md) sum receipts per day and per shift. Summing a
    // busy register's year from the documents would read a million JSON bodies, so each receipt's
    // figures are copied out once when it is stored (receipt_figures), and the sums per day and per
    // shift are kept up to date beside them (receipt_buckets, VAT per field in receipt_bucket_vat).
    // A bucket entirely inside the asked range is read as one row; only a bucket cut by the range
    // (a day or shift at the edge of a permission window) is summed from receipt_figures.
    sql: `
      CREATE TABLE receipt_figures (
        fiscal_drive_number TEXT NOT NULL,
        fd_number INTEGER NOT NULL,
        reg_number TEXT NOT NULL,
        date_time TEXT NOT NULL,
        shift_number INTEGER,
        operation_type INTEGER NOT NULL,
        total INTEGER NOT NULL,
        cash INTEGER NOT NULL,
        cashless INTEGER NOT NULL,
        -- {"nds20": 1234, ...}: every VAT field the receipt states, under the spec's names.
        vat TEXT NOT NULL,
        PRIMARY KEY (fiscal_drive_number, fd_number)
      ) WITHOUT ROWID;
      CREATE INDEX receipt_figures_by_time
        ON receipt_figures(reg_number, date_time, operation_type, total, cash, cashless);
      CREATE INDEX receipt_figures_by_shift
        ON receipt_figures(reg_number, fiscal_drive_number, shift_number, date_time);
      -- kind 'day': bucket = YYYY-MM-DD of dateTime; kind 'shift': bucket = '<drive>/<shift>'.
      -- first_time/last_time bound the bucket's receipts, to tell whole buckets from cut ones.
      CREATE TABLE receipt_buckets (
        reg_number TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('day', 'shift')),
        bucket TEXT NOT NULL,
        operation_type INTEGER NOT NULL,
        first_time TEXT NOT NULL,
        last_time TEXT NOT NULL,
        count INTEGER NOT NULL,
        total INTEGER NOT NULL,
        cash INTEGER NOT NULL,
        cashless INTEGER NOT NULL,
        PRIMARY KEY (reg_number, kind, bucket, operation_type)
      ) WITHOUT ROWID;
      CREATE TABLE receipt_bucket_vat (
        reg_number TEXT NOT NULL,
        kind TEXT NOT NULL,
        bucket TEXT NOT NULL,
        operation_type INTEGER NOT NULL,
        field TEXT NOT NULL,
        amount INTEGER NOT NULL,
        PRIMARY KEY (reg_number, kind, bucket, operation_type, field)
      ) WITHOUT ROWID;
      CREATE TABLE shifts (
        reg_number TEXT NOT NULL,
        fiscal_drive_number TEXT NOT NULL,
        shift_number INTEGER NOT NULL,
        open_time TEXT,
        close_time TEXT,
        PRIMARY KEY (reg_number, fiscal_drive_number, shift_number)
      ) WITHOUT ROWID;
      CREATE INDEX shifts_by_open ON shifts(reg_number, open_time);
    `,
    backfill: backfillFigures,
  },
  {
    version: 3,
    name: 'arrival sequence',
    // The paged v2 operation follows a cursor that names a document by its place in the order the
    // store received documents (docs/operator-api.md "Paging"), so that asking again later returns
    // exactly what arrived since. Stored documents keep their insertion order (rowid). The paging
    // index holds everything a page's first step needs (period, sequence, type): it is read
    // without touching the table, and replaces the (dateTime, FD) one that offsets used.
    sql: `
      ALTER TABLE documents ADD COLUMN seq INTEGER;
      UPDATE documents SET seq = rowid;
      CREATE UNIQUE INDEX documents_by_arrival ON documents(seq);
      DROP INDEX documents_by_register_time;
      CREATE INDEX documents_by_register_arrival ON documents(reg_number, date_time, seq, type);
    `,
  },
  // The mirror's, alike in both engines (mirror-ddl.ts).
  ...MIRROR_MIGRATIONS,
  {
    version: 6,
    name: 'document rows',
    // The documents table's rows (table-ddl.ts), filled from the documents already stored.
    sql: SQLITE_TABLE_DDL,
    backfill: backfillRows,
  },
  {
    version: 7,
    name: 'document row counts',
    // The documents table's counts per day (table-counts-ddl.ts), filled from its rows.
    sql: SQLITE_COUNTS_DDL,
  },
];

export function migrate(db: Database.Database): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  const done: number[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      migration.backfill?.(db);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
    done.push(migration.version);
  }
  return done;
}
