import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

// The app's own database (people, sessions, grants, audit trail): the only module that opens it.
// It is not the built-in service's store, which stands in for the operator and must never learn
// about dashboard people. Everything else talks to it through `AppDatabase`: SQL with `?`
// placeholders and plain rows, so a PostgreSQL dialect is one more branch of `openAppDatabase`
// (translate `?` to `$n`, hand better-auth a pg Pool) and nothing above this file changes.

export const APP_DATABASE_FILE = 'app.sqlite';

export type Row = Record<string, unknown>;

export type AppDatabase = {
  dialect: 'sqlite';
  /** What better-auth is given as its `database` option (it builds its own Kysely dialect). */
  authDatabase: Database.Database;
  all<T extends Row>(sql: string, params?: unknown[]): Promise<T[]>;
  get<T extends Row>(sql: string, params?: unknown[]): Promise<T | undefined>;
  run(sql: string, params?: unknown[]): Promise<{ changes: number }>;
  /** Runs several statements atomically (migrations). */
  transaction(statements: { sql: string; params?: unknown[] }[]): Promise<void>;
  close(): void;
};

export function openAppDatabase(dataDir: string): AppDatabase {
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
    close: () => db.close(),
  };
}

// SQLite has no boolean or date types; store them as better-auth does (0/1, ISO text).
function toSqlite(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}
