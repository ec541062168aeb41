import 'server-only';
import { statements as sql, type AppMigration } from '@/lib/app-database/migrate';

// Auth's tables in the app database (registered in lib/app-database/migrations.ts). The auth
// library's own tables (user, session, account, verification) are version 1 and come from the
// library's migration planner, which only ever adds what is missing; the rest is our SQL.

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

export const AUTH_MIGRATIONS: AppMigration[] = [
  {
    version: 1,
    name: 'auth library tables',
    // The library is loaded here, when its tables are made, not with the list of migrations.
    apply: async (db) => {
      const [{ getMigrations }, { authOptions }] = await Promise.all([
        import('better-auth/db/migration'),
        import('./auth-options'),
      ]);
      const { runMigrations } = await getMigrations(authOptions(db));
      await runMigrations();
    },
  },
  {
    version: 2,
    name: 'organization grants and audit trail',
    apply: (db) =>
      db.dialect === 'postgres' ? postgresGrantsAndAudit(db) : sqliteGrantsAndAudit(db),
  },
];
