import 'server-only';
import type { BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import {
  PERSON_LANGUAGE_TABLE,
  SEED_FROM_RULES,
  SNOOZE_NOTE_COLUMNS,
  createAlertTables,
} from './alert-tables';
import { LIMITER_TABLE } from '@/lib/security/limiter';
import type { AppDatabase } from './database';

// Versioned schema of the app database. A released migration is never edited: add a new one. The
// auth library's own tables (user, session, account, verification) are version 1 and come from the
// library's migration planner, which only ever adds what is missing; the rest is our SQL.

type Migration = {
  version: number;
  name: string;
  apply: (db: AppDatabase, authOptions: BetterAuthOptions) => Promise<void>;
};

const sql =
  (...statements: string[]) =>
  async (db: AppDatabase) =>
    db.transaction(statements.map((s) => ({ sql: s })));

const GRANT_TABLE = `CREATE TABLE organization_grant (
  user_id TEXT NOT NULL,
  organization_id TEXT NOT NULL,
  granted_at TEXT NOT NULL,
  PRIMARY KEY (user_id, organization_id)
)`;
// `at` is ISO text on both engines, so the audit filters compare the same strings.
const auditTable = (id: string) => `CREATE TABLE audit_event (
  id ${id},
  at TEXT NOT NULL,
  action TEXT NOT NULL,
  actor_id TEXT,
  actor_email TEXT,
  subject TEXT,
  client_address TEXT,
  details TEXT NOT NULL
)`;

const sqliteGrantsAndAudit = sql(
  GRANT_TABLE,
  auditTable('INTEGER PRIMARY KEY AUTOINCREMENT'),
  'CREATE INDEX audit_event_at ON audit_event (at)',
  // Append-only is a property of the table, not a promise of the code that writes it.
  `CREATE TRIGGER audit_event_no_update BEFORE UPDATE ON audit_event
    BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END`,
  `CREATE TRIGGER audit_event_no_delete BEFORE DELETE ON audit_event
    BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END`,
);

const postgresGrantsAndAudit = sql(
  GRANT_TABLE,
  auditTable('bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY'),
  'CREATE INDEX audit_event_at ON audit_event (at)',
  `CREATE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the audit trail is append-only'; END $$`,
  `CREATE TRIGGER audit_event_no_change BEFORE UPDATE OR DELETE ON audit_event
    FOR EACH ROW EXECUTE FUNCTION audit_event_append_only()`,
  `CREATE TRIGGER audit_event_no_truncate BEFORE TRUNCATE ON audit_event
    FOR EACH STATEMENT EXECUTE FUNCTION audit_event_append_only()`,
);

// Request and sign-in counters shared by every app instance on the database, in the layout
// rate-limiter-flexible's PostgreSQL store reads and writes (lib/security/limiter.ts); `key` is
// text, not the store's own varchar(255), so a long email never fails a count. `expire` (epoch
// ms) is indexed for the store's periodic sweep of ended windows.
const postgresLimiterCounters = sql(
  `CREATE TABLE ${LIMITER_TABLE} (
    key TEXT PRIMARY KEY,
    points INTEGER NOT NULL DEFAULT 0,
    expire BIGINT
  )`,
  `CREATE INDEX ${LIMITER_TABLE}_expire ON ${LIMITER_TABLE} (expire)`,
);

export const APP_MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'auth library tables',
    apply: async (_db, authOptions) => {
      const { runMigrations } = await getMigrations(authOptions);
      await runMigrations();
    },
  },
  {
    version: 2,
    name: 'organization grants and audit trail',
    apply: (db) =>
      db.dialect === 'postgres' ? postgresGrantsAndAudit(db) : sqliteGrantsAndAudit(db),
  },
  {
    version: 3,
    name: 'shared rate-limit counters',
    // On SQLite the counters stay in the one process's memory: nothing to create.
    apply: async (db) => {
      if (db.dialect === 'postgres') await postgresLimiterCounters(db);
    },
  },
  { version: 4, name: 'alerts', apply: (db) => createAlertTables(db) },
  {
    version: 5,
    name: 'alert language per person',
    apply: sql(PERSON_LANGUAGE_TABLE, SEED_FROM_RULES),
  },
  { version: 6, name: 'snooze notes', apply: sql(...SNOOZE_NOTE_COLUMNS) },
];

export async function migrateAppDatabase(db: AppDatabase, authOptions: BetterAuthOptions) {
  if (db.schema) await db.run(`CREATE SCHEMA IF NOT EXISTS "${db.schema.replaceAll('"', '""')}"`);
  await db.run(
    'CREATE TABLE IF NOT EXISTS app_migration (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const done = new Set(
    (await db.all<{ version: number }>('SELECT version FROM app_migration')).map((r) => r.version),
  );
  for (const migration of APP_MIGRATIONS) {
    if (done.has(migration.version)) continue;
    await migration.apply(db, authOptions);
    await db.run('INSERT INTO app_migration (version, name, applied_at) VALUES (?, ?, ?)', [
      migration.version,
      migration.name,
      new Date().toISOString(),
    ]);
  }
}
