import { afterAll, beforeAll } from 'vitest';
import type { AppAuth } from '@/lib/auth/server/auth';
import { openAppAuth } from '@/lib/auth/server/open';
import { openAppDatabase, type AppDatabase } from '@/lib/app-database/database';
import { openTestAppDatabase, type TestAppDatabase } from '@/lib/app-database/test-database';
import { testDatabaseUrl, type StoreKind } from '@/lib/service/testing/test-store';

// Sign-in opened on the test project's app database (lib/app-database/test-database.ts): SQLite in
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

/** Two app instances on one database: `app` is sign-in on the first. */
export type TwoInstances = { a: AppDatabase; b: AppDatabase; app: AppAuth };

/**
 * Two app instances on one PostgreSQL schema, each on its own pool as two processes would be, with
 * sign-in opened on both: opened before the calling file's tests, closed after them (the schema
 * dropped). Its fields are read inside the tests and hooks, once it is open.
 */
export function twoInstances(): TwoInstances {
  const two = {} as TwoInstances;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    stubAuthSecret();
    const shared = await openTestAppDatabase('postgres');
    const a = shared.db;
    const b = openAppDatabase({ dataDir: '', databaseUrl: testDatabaseUrl(), schema: a.schema! });
    dispose = async () => {
      await b.close();
      await shared.dispose();
    };
    const app = await openAppAuth(a);
    await openAppAuth(b);
    Object.assign(two, { a, b, app });
  }, 60_000);
  afterAll(() => dispose?.());
  return two;
}
