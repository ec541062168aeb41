import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWorld } from '../load-world';
import { DRIVE, REG, fixtureWorld } from '../testing/fixture-world';
import { DATABASE_FILE, SqliteStore, openSqliteStore } from './sqlite';
import { MIGRATIONS } from './sqlite-migrations';
import { DOCUMENT_SQL } from './sqlite-reads';
import { arrivalsGoOn } from './test-arrivals';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ofd-store-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function loadedStore() {
  const store = openSqliteStore(tempDir()) as SqliteStore;
  await loadWorld(store, fixtureWorld());
  return store;
}

// What only the SQLite engine has (file, pragmas, its query plans); the behaviour both engines share
// is in store-contract.test.ts.
describe('SQLite store', () => {
  it('creates the file in WAL mode with foreign keys and records its migrations', () => {
    const dir = tempDir();
    const store = openSqliteStore(dir) as SqliteStore;
    expect(store.db.name).toBe(path.join(dir, DATABASE_FILE));
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    const latest = MIGRATIONS.at(-1)!.version;
    expect(store.db.pragma('user_version', { simple: true })).toBe(latest);
    store.close();
    // Reopening applies nothing twice.
    const again = openSqliteStore(dir) as SqliteStore;
    const versions = again.db.prepare('SELECT version FROM schema_migrations').pluck().all();
    expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
    again.close();
  });

  it('serves one register and drive between two date-times from the index, without sorting', async () => {
    const store = await loadedStore();
    const plan = (sql: string) =>
      (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[])
        .map((r) => r.detail)
        .join('\n');
    const params = {
      regNumber: REG.a1,
      fiscalDriveNumber: DRIVE.a1New,
      from: '2024-01-01T00:00:00',
      to: '2024-01-31T23:59:59',
      afterTime: '2024-01-05T00:00:00',
      afterFd: 7,
      limit: 1000,
    };
    for (const sql of [DOCUMENT_SQL.firstBatch, DOCUMENT_SQL.nextBatch]) {
      const detail = plan(sql);
      expect(detail).toMatch(
        /SEARCH documents USING INDEX documents_by_drive_time \(reg_number=\? AND fiscal_drive_number=\? AND date_time>\? AND date_time<\?\)/,
      );
      expect(detail).not.toMatch(/TEMP B-TREE|SCAN documents/);
    }
    // A page of the paged operation: its positions from the covering paging index alone (no
    // table rows), then the page's rows by position.
    const page = (
      store.db.prepare(`EXPLAIN QUERY PLAN ${DOCUMENT_SQL.arrivals}`).all({
        ...params,
        afterSeq: 0,
        types: null,
      }) as { detail: string }[]
    )
      .map((r) => r.detail)
      .join('\n');
    expect(page).toMatch(/SEARCH documents USING COVERING INDEX documents_by_register_arrival/);
    expect(page).toMatch(/SEARCH documents USING INDEX documents_by_arrival \(seq=\?\)/);
    expect(page).not.toMatch(/SCAN documents/);
    // MIN(dateTime) of a drive (earliestDocumentTimestamp) is one probe of the covering index.
    expect(plan(DOCUMENT_SQL.earliest)).toMatch(
      /SEARCH x USING COVERING INDEX documents_by_drive_time \(reg_number=\? AND fiscal_drive_number=\?\)/,
    );
    store.close();
  });

  it('hands the range reads their bodies as the stored UTF-8 bytes, a single document as text', async () => {
    const store = await loadedStore();
    const range = {
      regNumber: REG.a1,
      fiscalDriveNumber: DRIVE.a1New,
      from: '2024-01-01T00:00:00',
      to: '2024-12-31T23:59:59',
    };
    const { value: batch } = await store.documentBatches(range).next();
    const page = await store.documentsByArrival({ ...range, afterSeq: 0, limit: 10 });
    const stored = (seq: number) =>
      store.db.prepare('SELECT body FROM documents WHERE seq = ?').pluck().get(seq) as string;
    for (const doc of [...batch!, ...page]) {
      expect(doc.body).toBeInstanceOf(Uint8Array);
      expect(Buffer.from(doc.body as Uint8Array).equals(Buffer.from(stored(doc.seq)))).toBe(true);
    }
    const one = await store.findDocument(REG.a1, DRIVE.a1New, batch![0]!.fdNumber);
    expect(one!.body).toBe(stored(one!.seq));
    store.close();
  });

  it('numbers the documents of a store made before the arrival sequence, in their stored order', async () => {
    const dir = tempDir();
    const store = openSqliteStore(dir) as SqliteStore;
    await loadWorld(store, fixtureWorld());
    const expected = (
      await store.documentsByArrival({
        regNumber: REG.a1,
        from: '2024-01-01T00:00:00',
        to: '2024-12-31T23:59:59',
        afterSeq: 0,
        limit: 100,
      })
    ).map((d) => d.fdNumber);
    // Back to a version-2 file holding the same documents.
    store.db.exec(`DROP INDEX documents_by_arrival; DROP INDEX documents_by_register_arrival;
      ALTER TABLE documents DROP COLUMN seq;
      CREATE INDEX documents_by_register_time ON documents(reg_number, date_time, fd_number);
      DELETE FROM schema_migrations WHERE version = 3`);
    store.close();
    const reopened = openSqliteStore(dir) as SqliteStore;
    const all = await arrivalsGoOn(reopened);
    expect(all.map((d) => d.fdNumber)).toEqual(expected);
    reopened.close();
  });
});
