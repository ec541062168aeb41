import { openAppAuth, type AppAuth } from '@/lib/auth/server/auth';
import { openTestAppDatabase, type TestAppDatabase } from '@/lib/auth/server/test-database';
import type { StoreKind } from '@/lib/service/testing/test-store';

// Sign-in opened on the test project's app database (lib/auth/server/test-database.ts): SQLite in
// `unit`, PostgreSQL in `postgres` (vitest.config.ts). Sign-in wants a secret; a test has its own.

/** Sets the sign-in secret unless the run names one. */
export function stubAuthSecret() {
  process.env.AUTH_SECRET ??= 'unit-test-secret-unit-test-secret-0123456789';
}

/** The app database and sign-in on it; dispose the database when done. */
export async function openTestAuth(
  kind?: StoreKind,
): Promise<{ database: TestAppDatabase; app: AppAuth }> {
  stubAuthSecret();
  const database = await openTestAppDatabase(kind);
  return { database, app: await openAppAuth(database.db) };
}
