import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { inTransaction } from '@/lib/postgres/in-transaction';

// The app's own database (people, sessions, grants, audit trail): the only module that opens it.
// It is not the built-in service's store, which stands in for the operator and must never learn
// about dashboard people. Everything else talks to it through `AppDatabase`: SQL with `?`
// placeholders and plain rows. Two dialects: SQLite (`app.sqlite` in the data directory) and,
// with DATABASE_URL, PostgreSQL — its own schema `app` in that database, so that several app
// instances share people and sessions (docs/scale.md).

export const APP_DATABASE_FILE = 'app.sqlite';
/** The PostgreSQL schema of the app's tables, apart from the built-in service's. */
export const APP_SCHEMA = 'app';

export type Row = Record<string, unknown>;

/** A nullable column as text: NULL stays null (the stores' row mappers read them so). */
export const textOrNull = (value: unknown): string | null => (value == null ? null : String(value));

export type AppDatabase = {
  dialect: 'sqlite' | 'postgres';
  /** The PostgreSQL schema holding the tables (null on SQLite). */
  schema: string | null;
  /** What better-auth is given as its `database` option (it builds its own Kysely dialect). */
  authDatabase: Database.Database | pg.Pool;
  all<T extends Row>(sql: string, params?: unknown[]): Promise<T[]>;
  get<T extends Row>(sql: string, params?: unknown[]): Promise<T | undefined>;
  run(sql: string, params?: unknown[]): Promise<{ changes: number }>;
  /** Runs several statements atomically (migrations). */
  transaction(statements: { sql: string; params?: unknown[] }[]): Promise<void>;
  /** Runs `work` while no other process holding the same database runs its own (first start). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type AppDatabaseLocation = { dataDir: string; databaseUrl?: string; schema?: string };

export function openAppDatabase({ dataDir, databaseUrl, schema }: AppDatabaseLocation) {
  if (databaseUrl) return postgresDatabase(databaseUrl, schema ?? APP_SCHEMA);
  mkdirSync(dataDir, { recursive: true });
  return sqliteDatabase(new Database(path.join(dataDir, APP_DATABASE_FILE)));
}

/** A throwaway database for unit tests. */
export function openMemoryAppDatabase(): AppDatabase {
  return sqliteDatabase(new Database(':memory:'));
}

function sqliteDatabase(db: Database.Database): AppDatabase {
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const values = (params: unknown[] = []) => params.map(toSqlite);
  return {
    dialect: 'sqlite',
    schema: null,
    authDatabase: db,
    all: async <T extends Row>(sql: string, params?: unknown[]) =>
      db.prepare(sql).all(...values(params)) as T[],
    get: async <T extends Row>(sql: string, params?: unknown[]) =>
      db.prepare(sql).get(...values(params)) as T | undefined,
    run: async (sql, params) => ({ changes: db.prepare(sql).run(...values(params)).changes }),
    transaction: async (statements) => {
      db.transaction(() => {
        for (const s of statements) {
          if (s.params) db.prepare(s.sql).run(...values(s.params));
          else db.exec(s.sql);
        }
      })();
    },
    // One file, one process per data directory: nobody else runs a first start on it.
    exclusive: (work) => work(),
    close: async () => void db.close(),
  };
}

// SQLite has no boolean or date types; store them as better-auth does (0/1, ISO text).
function toSqlite(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

const FIRST_START_LOCK = 0x0fd5_0a01;

/** `?` placeholders as PostgreSQL's `$1, $2, …` (our SQL has no `?` inside a literal). */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

function postgresDatabase(url: string, schema: string): AppDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    options: `-c search_path="${schema.replaceAll('"', '""')}"`,
    application_name: 'ofd-console-app',
    connectionTimeoutMillis: 15_000,
  });
  // An idle connection the server drops must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const query = async (sql: string, params: unknown[] = []) =>
    pool.query(numbered(sql), params as unknown[]);
  return {
    dialect: 'postgres',
    schema,
    authDatabase: pool,
    all: async <T extends Row>(sql: string, params?: unknown[]) =>
      (await query(sql, params)).rows as T[],
    get: async <T extends Row>(sql: string, params?: unknown[]) =>
      (await query(sql, params)).rows[0] as T | undefined,
    run: async (sql, params) => ({ changes: (await query(sql, params)).rowCount ?? 0 }),
    transaction: (statements) =>
      inTransaction(pool, async (client) => {
        for (const s of statements) await client.query(numbered(s.sql), s.params);
      }),
    // Instances starting at once on one database migrate and create the demo people one after
    // the other; the later one finds the work done.
    exclusive: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [FIRST_START_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [FIRST_START_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
