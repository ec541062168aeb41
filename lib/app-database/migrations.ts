import 'server-only';
import { ALERT_MIGRATIONS } from '@/lib/alerts/server/migrations';
import { AUTH_MIGRATIONS } from '@/lib/auth/server/migrations';
import { LIMITER_MIGRATIONS } from '@/lib/security/limiter-migrations';
import type { AppDatabase } from './database';
import { runMigrations, type AppMigration } from './migrate';

// Every feature's tables in the app database. The versions are those earlier releases recorded
// (1–2 auth, 3 the rate limiter, 4–6 alerts), so a database made by any release opens with this
// one (./migrate.ts). A feature's new table is a migration of its own with the next free version,
// registered here.

export const APP_MIGRATIONS: readonly AppMigration[] = [
  ...AUTH_MIGRATIONS,
  ...LIMITER_MIGRATIONS,
  ...ALERT_MIGRATIONS,
];

export function migrateAppDatabase(db: AppDatabase): Promise<void> {
  return runMigrations(db, APP_MIGRATIONS);
}
