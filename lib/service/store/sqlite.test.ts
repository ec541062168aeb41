import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWorld } from '../load-world';
import { DRIVE, OWNER, ORG_A, REG, fixtureWorld } from '../testing/fixture-world';
import { DATABASE_FILE, SqliteStore, openSqliteStore } from './sqlite';
import { MIGRATIONS } from './sqlite-migrations';
import { DOCUMENT_SQL } from './sqlite-reads';

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
    const page = plan(DOCUMENT_SQL.page.replace('OFFSET @offset', 'OFFSET 0'));
    expect(page).toMatch(/SEARCH documents USING INDEX documents_by_register_time/);
    expect(page).not.toMatch(/TEMP B-TREE/);
    // MIN(dateTime) of a drive (earliestDocumentTimestamp) is one probe of the covering index.
    expect(plan(DOCUMENT_SQL.earliest)).toMatch(
      /SEARCH x USING COVERING INDEX documents_by_drive_time \(reg_number=\? AND fiscal_drive_number=\?\)/,
    );
    store.close();
  });

  it('reads a range in keyset batches, in (dateTime, FD) order, across same-second documents', async () => {
    const store = await loadedStore();
    const range = {
      regNumber: REG.a1,
      fiscalDriveNumber: DRIVE.a1New,
      from: '2024-02-01T00:00:00',
      to: '2024-12-31T23:59:59',
    };
    for (const size of [1, 2, 3, 100]) {
      const seen: number[] = [];
      for await (const batch of store.documentBatches(range, size)) {
        expect(batch.length).toBeLessThanOrEqual(size);
        seen.push(...batch.map((d) => d.fdNumber));
      }
      expect(seen, `batch size ${size}`).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
    store.close();
  });

  it('derives each drive’s earliest and latest document from the documents', async () => {
    const store = await loadedStore();
    const who = { apiKey: OWNER.apiKey, userId: OWNER.userId };
    const cashbox = await store.findCashbox(who, ORG_A.id, REG.a1);
    expect(cashbox?.fiscalDrives).toEqual([
      {
        fiscalDriveNumber: DRIVE.a1Old,
        installedAt: '2024-01-01T09:00:00',
        earliestDocumentTimestamp: '2024-01-01T09:00:00',
        lastDocumentTimestamp: '2024-01-31T21:00:00',
      },
      {
        fiscalDriveNumber: DRIVE.a1New,
        installedAt: '2024-02-01T08:00:00',
        earliestDocumentTimestamp: '2024-02-01T08:30:00',
        lastDocumentTimestamp: '2024-04-01T00:00:00',
      },
    ]);
    store.close();
  });

  it('keeps one row per drive and FD number however often a document is ingested', async () => {
    const store = await loadedStore();
    const before = (await store.stats()).documents.reduce((n, d) => n + d.count, 0);
    const [first] = [...fixtureWorld().documents()];
    const { toIngestDocument } = await import('../ingest');
    const row = toIngestDocument(first!.type, first!.body);
    expect(await store.ingestDocuments([row, row])).toEqual([
      { status: 'duplicate' },
      { status: 'duplicate' },
    ]);
    // The same content stamped again on arrival (another id and receive time) is the same document.
    const restamped = toIngestDocument(first!.type, {
      ...first!.body,
      receiveDateTimeUtc: '2030-01-01T00:00:00Z',
    });
    expect(await store.ingestDocuments([restamped])).toEqual([{ status: 'duplicate' }]);
    // Any other difference, even one the old rule ignored (a sum), is a conflict with both hashes.
    const conflicting = toIngestDocument(first!.type, { ...first!.body, extraField: 1 });
    expect(await store.ingestDocuments([conflicting])).toEqual([
      { status: 'conflict', storedHash: row.contentHash, incomingHash: conflicting.contentHash },
    ]);
    expect(conflicting.contentHash).not.toBe(row.contentHash);
    const after = (await store.stats()).documents.reduce((n, d) => n + d.count, 0);
    expect(after).toBe(before);
    store.close();
  });
});
