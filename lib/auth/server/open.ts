import 'server-only';
import { migrateAppDatabase } from '@/lib/app-database/migrations';
import type { AppDatabase } from '@/lib/app-database/database';
import { openDoorAuth, type AppAuth } from './auth';

/**
 * The tools' and tests' sign-in on a database of their own: every feature's tables migrated (one
 * instance at a time), then the auth library configured on it.
 */
export async function openAppAuth(db: AppDatabase): Promise<AppAuth> {
  await db.exclusive(() => migrateAppDatabase(db));
  return openDoorAuth(db);
}
