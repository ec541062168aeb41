import type Database from 'better-sqlite3';
import { backfillFigures } from './sqlite-figures-backfill';

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
    sql: `
      CREATE TABLE integrators (
        api_key TEXT PRIMARY KEY,
        name TEXT NOT NULL
      );
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        api_key TEXT NOT NULL REFERENCES integrators(api_key) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        expires_at_utc TEXT NOT NULL
      );
      CREATE TABLE organizations (
        id TEXT PRIMARY KEY,
        inn TEXT NOT NULL,
        kpp TEXT NOT NULL,
        ogrn TEXT NOT NULL,
        short_name TEXT NOT NULL,
        full_name TEXT NOT NULL
      );
      CREATE INDEX organizations_by_inn ON organizations(inn);
      CREATE TABLE cashboxes (
        reg_number TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        serial_number TEXT NOT NULL,
        name TEXT NOT NULL,
        model_name TEXT NOT NULL,
        kpp TEXT NOT NULL,
        sales_point_name TEXT NOT NULL
      );
      CREATE INDEX cashboxes_by_organization ON cashboxes(organization_id, reg_number);
      CREATE TABLE cashbox_addresses (
        reg_number TEXT NOT NULL REFERENCES cashboxes(reg_number) ON DELETE CASCADE,
        start_date TEXT NOT NULL,
        address TEXT NOT NULL,
        PRIMARY KEY (reg_number, start_date)
      );
      -- A drive is installed in exactly one register over its life (the FN is bound at registration).
      CREATE TABLE fiscal_drives (
        fiscal_drive_number TEXT PRIMARY KEY,
        reg_number TEXT NOT NULL REFERENCES cashboxes(reg_number) ON DELETE CASCADE,
        installed_at TEXT NOT NULL,
        UNIQUE (reg_number, fiscal_drive_number)
      );
      CREATE TABLE organization_grants (
        api_key TEXT NOT NULL REFERENCES integrators(api_key) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        PRIMARY KEY (api_key, user_id, organization_id)
      );
      CREATE TABLE cashbox_grants (
        api_key TEXT NOT NULL,
        user_id TEXT NOT NULL,
        organization_id TEXT NOT NULL,
        reg_number TEXT NOT NULL REFERENCES cashboxes(reg_number) ON DELETE CASCADE,
        permission_from TEXT NOT NULL,
        permission_to TEXT NOT NULL,
        PRIMARY KEY (api_key, user_id, reg_number),
        FOREIGN KEY (api_key, user_id, organization_id)
          REFERENCES organization_grants(api_key, user_id, organization_id) ON DELETE CASCADE
      );
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
      -- "One register and drive between two local date-times, ordered" is a range scan of this
      -- index; MIN/MAX(date_time) of a drive is one probe.
      CREATE INDEX documents_by_drive_time
        ON documents(reg_number, fiscal_drive_number, date_time, fd_number);
      -- The paged v2 operation reads a register over all its drives in the same order.
      CREATE INDEX documents_by_register_time ON documents(reg_number, date_time, fd_number);
    `,
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
