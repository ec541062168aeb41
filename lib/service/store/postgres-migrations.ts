import type { PoolClient } from 'pg';
import { backfillPostgresFigures } from './postgres-figures-backfill';
import { MIRROR_MIGRATIONS } from './mirror-ddl';
import { DOCUMENT_INDEXES_DDL, REGISTRY_DDL } from './shared-ddl';
import { backfillTableRows } from './postgres-table';
import { POSTGRES_COUNTS_DDL } from './table-counts-ddl';
import { POSTGRES_TABLE_DDL } from './table-ddl';

// Versioned schema of the PostgreSQL engine (the same entities as sqlite-migrations.ts). A
// migration is never edited once released: add a new one. Each runs in its own transaction under
// an advisory lock, so several app instances starting at once apply it exactly once.
//
// Documents are partitioned by month of their local date-time (docs/scale.md): a month's range
// scan touches one partition, old months can be detached or moved whole. PostgreSQL only enforces
// a unique index on a partitioned table when it includes the partition key, so "one document per
// drive and FD number" (and the GUID) live in `document_keys`, a narrow unpartitioned table every
// document row references.

type Migration = {
  version: number;
  name: string;
  sql: string;
  /** Fills new columns from what is already stored, in the migration's transaction. */
  backfill?: (client: PoolClient) => Promise<void>;
};

export const PG_MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'initial',
    sql:
      REGISTRY_DDL +
      `
      CREATE TABLE document_keys (
        fiscal_drive_number text NOT NULL,
        fd_number bigint NOT NULL,
        id text NOT NULL UNIQUE,
        reg_number text NOT NULL,
        date_time timestamp(0) NOT NULL,
        PRIMARY KEY (fiscal_drive_number, fd_number),
        FOREIGN KEY (reg_number, fiscal_drive_number)
          REFERENCES fiscal_drives(reg_number, fiscal_drive_number) ON DELETE CASCADE
      );
      -- body: the JSON text of the document's data as the register sent it (padded identifiers);
      -- the other columns are copies for lookups, identifiers trimmed. Partitions are created per
      -- month on first write (postgres-partitions.ts).
      CREATE TABLE documents (
        id text NOT NULL,
        type text NOT NULL,
        reg_number text NOT NULL,
        fiscal_drive_number text NOT NULL,
        fd_number bigint NOT NULL,
        date_time timestamp(0) NOT NULL,
        receive_utc text NOT NULL,
        body text NOT NULL,
        UNIQUE (fiscal_drive_number, fd_number, date_time),
        FOREIGN KEY (fiscal_drive_number, fd_number)
          REFERENCES document_keys(fiscal_drive_number, fd_number) ON DELETE CASCADE
      ) PARTITION BY RANGE (date_time);
    ` +
      DOCUMENT_INDEXES_DDL,
  },
  {
    version: 2,
    name: 'receipt statistics',
    // The statistics operations (docs/statistics.md) sum receipts per day and per shift from the
    // documents themselves: each document carries the figures taken out of its body when it is
    // stored (postgres-figures.ts), so no query parses JSON. A partial index over the receipts
    // alone, holding every figure, turns "a register's receipts in a period" into an index-only
    // range scan of the month partitions the period touches; a second one finds a shift's first
    // receipt and its opening and closing reports in a probe each (they sit at its two ends), a
    // third the shifts opened in a period.
    sql: `
      ALTER TABLE documents
        ADD COLUMN shift_number integer,
        ADD COLUMN operation_type smallint,
        ADD COLUMN total bigint,
        ADD COLUMN cash bigint,
        ADD COLUMN cashless bigint,
        ADD COLUMN vat jsonb;
      CREATE INDEX documents_receipts_by_time ON documents(reg_number, date_time)
        INCLUDE (operation_type, total, cash, cashless, vat, fiscal_drive_number, shift_number)
        WHERE operation_type IS NOT NULL;
      CREATE INDEX documents_by_shift
        ON documents(reg_number, fiscal_drive_number, shift_number, date_time) INCLUDE (type)
        WHERE shift_number IS NOT NULL;
      CREATE INDEX documents_shift_openings ON documents(reg_number, date_time)
        INCLUDE (fiscal_drive_number, shift_number)
        WHERE type = 'openShift' AND shift_number IS NOT NULL;
    `,
    backfill: backfillPostgresFigures,
  },
  {
    version: 3,
    name: 'arrival sequence',
    // As sqlite-migrations.ts version 3: each document gets its arrival position for the paging
    // cursor (docs/operator-api.md "Paging"). Stored documents are numbered in (dateTime, drive,
    // FD) order, since their arrival order is not known. Writers take the ingest lock
    // (postgres-writes.ts) before numbering, so positions become visible in the order they were
    // given and a reader's cursor never passes one that is still to commit. The paging index
    // gives a page's positions without reading rows; the second finds a position's row.
    sql: `
      CREATE SEQUENCE documents_seq;
      ALTER TABLE documents ADD COLUMN seq bigint;
      UPDATE documents d SET seq = n.seq
        FROM (SELECT fiscal_drive_number, fd_number, date_time,
                row_number() OVER (ORDER BY date_time, fiscal_drive_number COLLATE "C", fd_number)
                  AS seq
              FROM documents) n
        WHERE d.fiscal_drive_number = n.fiscal_drive_number AND d.fd_number = n.fd_number
          AND d.date_time = n.date_time;
      SELECT setval('documents_seq', GREATEST(COALESCE(MAX(seq), 0), 1), MAX(seq) IS NOT NULL)
        FROM documents;
      ALTER TABLE documents ALTER COLUMN seq SET DEFAULT nextval('documents_seq');
      DROP INDEX documents_by_register_time;
      CREATE INDEX documents_by_register_arrival ON documents(reg_number, date_time, seq)
        INCLUDE (type);
      CREATE INDEX documents_by_seq ON documents(reg_number, seq) INCLUDE (date_time, type);
    `,
  },
  // The mirror's, alike in both engines (mirror-ddl.ts).
  ...MIRROR_MIGRATIONS,
  {
    version: 6,
    name: 'document rows',
    // The documents table's rows (table-ddl.ts), filled from the documents already stored.
    sql: POSTGRES_TABLE_DDL,
    backfill: backfillTableRows,
  },
  {
    version: 7,
    name: 'document row counts',
    // The documents table's counts per day (table-counts-ddl.ts), filled from its rows.
    sql: POSTGRES_COUNTS_DDL,
  },
];

const MIGRATION_LOCK = 0x0fd5_0001;

export async function migratePostgres(client: PoolClient, schema: string): Promise<number[]> {
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((r) => r.version));
    const done: number[] = [];
    for (const migration of PG_MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await migration.backfill?.(client);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      done.push(migration.version);
    }
    return done;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}

/** Schema names come from configuration or tests, never from requests; quoted all the same. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
