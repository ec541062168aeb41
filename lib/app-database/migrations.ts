import 'server-only';
import path from 'node:path';
import { ALERT_MIGRATIONS } from '@/lib/alerts/server/migrations';
import { getEnv } from '@/lib/env';
import { openAppDatabase, type AppDatabase } from './database';
import { DOOR_MIGRATIONS } from './door-migrations';
import { runMigrations, type AppMigration } from './migrate';

// Every feature's tables in the app database. The versions are those earlier releases recorded
// (1–2 auth, 3 the rate limiter, 4–6 alerts), so a database made by any release opens with this
// one (./migrate.ts). A feature's new table is a migration of its own with the next free version,
// registered here. They are applied at start (app/_service/first-start.ts) and by the tools; a
// request's door makes sure only of its own (./door-migrations.ts), so that no route carries the
// statements of every feature's tables.

export const APP_MIGRATIONS: readonly AppMigration[] = [...DOOR_MIGRATIONS, ...ALERT_MIGRATIONS];

export function migrateAppDatabase(db: AppDatabase): Promise<void> {
  return runMigrations(db, APP_MIGRATIONS);
}

/** The start's: this process's app database (OFD_DATA_DIR or DATABASE_URL) migrated whole. */
export async function migrateAtStart(): Promise<void> {
  const { dataDir, databaseUrl } = getEnv();
  const db = openAppDatabase({ dataDir: path.resolve(dataDir), databaseUrl });
  try {
    await db.exclusive(() => migrateAppDatabase(db));
  } finally {
    await db.close();
  }
}
