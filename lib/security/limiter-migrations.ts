import 'server-only';
import { statements as sql, type AppMigration } from '@/lib/app-database/migrate';
import { LIMITER_TABLE } from './limiter';

// The rate limiter's table in the app database (registered in lib/app-database/migrations.ts).

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

export const LIMITER_MIGRATIONS: AppMigration[] = [
  {
    version: 3,
    name: 'shared rate-limit counters',
    // On SQLite the counters stay in the one process's memory: nothing to create.
    apply: async (db) => {
      if (db.dialect === 'postgres') await postgresLimiterCounters(db);
    },
  },
];
