import { randomBytes } from 'node:crypto';
import { dropSchema, testDatabaseUrl, testStoreKind } from '@/lib/service/testing/test-store';
import { openAppDatabase, openMemoryAppDatabase, type AppDatabase } from './database';

// The app database for a test, on the engine of the test project like the service's stores
// (lib/service/testing/test-store.ts): SQLite in memory, or a fresh schema of the PostgreSQL
// database in the `postgres` project, dropped again on dispose.

export type TestAppDatabase = { db: AppDatabase; dispose(): Promise<void> };

export async function openTestAppDatabase(kind = testStoreKind()): Promise<TestAppDatabase> {
  if (kind === 'sqlite') {
    const db = openMemoryAppDatabase();
    return { db, dispose: () => db.close() };
  }
  const url = testDatabaseUrl();
  const schema = `app_test_${randomBytes(6).toString('hex')}`;
  const db = openAppDatabase({ dataDir: '', databaseUrl: url, schema });
  return {
    db,
    async dispose() {
      await db.close();
      await dropSchema(url, schema);
    },
  };
}
