import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgresStore } from '../store/postgres';
import { quoteIdent } from '../store/postgres-migrations';
import { openSqliteStore } from '../store/sqlite';
import type { Store } from '../store/types';

// One contract suite, two engines. The service's tests open their store here: SQLite in a temp
// directory, or — in the vitest project `postgres` (vitest.config.ts), which sets OFD_TEST_STORE —
// a fresh schema of the PostgreSQL database named by OFD_TEST_DATABASE_URL or DATABASE_URL,
// dropped again on dispose. Test tooling reads these variables itself: they configure the test
// run, not the app (the app's configuration is lib/env.ts).

export type StoreKind = 'sqlite' | 'postgres';
export type TestStore = { kind: StoreKind; store: Store; dispose(): Promise<void> };

export const testStoreKind = (): StoreKind =>
  process.env.OFD_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

/** The server the PostgreSQL half runs against; in CI its absence is a failure, not a skip. */
export function testDatabaseUrl(): string {
  const url = process.env.OFD_TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'The PostgreSQL contract tests need OFD_TEST_DATABASE_URL or DATABASE_URL ' +
        '(.ci/postgres.sh start <dir> starts a throwaway server).',
    );
  }
  return url;
}

export async function openTestStore(kind: StoreKind = testStoreKind()): Promise<TestStore> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'ofd-store-'));
    const store = openSqliteStore(dir);
    return {
      kind,
      store,
      async dispose() {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = testDatabaseUrl();
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const store = await openPostgresStore(url, { schema, max: 4 });
  return {
    kind,
    store,
    async dispose() {
      await store.close();
      await dropSchema(url, schema);
    },
  };
}

/** Drops a test's schema and everything in it. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}
