import 'server-only';
import type { AppDatabase } from '@/lib/app-database/database';
import { runMigrations } from '@/lib/app-database/migrate';
import { getAppAuth } from '@/lib/auth/server/auth';
import { processShared } from '@/lib/process/shared';
import { ALERT_MIGRATIONS } from './migrations';

// The alerts' way into the app database, with their tables made sure of once per database. The
// start migrates every feature's tables (lib/app-database/migrations.ts), but a database that did
// not answer then (PostgreSQL still starting) gets the door's tables on the first request and the
// alerts' here, on their first use, without a restart.

const made = () =>
  processShared('alerts.tables-made', () => new WeakMap<AppDatabase, Promise<void>>());

export async function alertsDatabase(): Promise<AppDatabase> {
  const { db } = await getAppAuth();
  const tables = made();
  let making = tables.get(db);
  if (!making) {
    making = db.exclusive(() => runMigrations(db, ALERT_MIGRATIONS));
    tables.set(db, making);
    // A failure is tried again by the next use.
    making.catch(() => tables.delete(db));
  }
  await making;
  return db;
}
