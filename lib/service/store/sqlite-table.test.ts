import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWorld } from '../load-world';
import { generateDemoWorld } from '../seed';
import { SqliteStore, openSqliteStore } from './sqlite';
import { everyTable } from './test-tables';

// The documents table's rows of the SQLite engine (migration 6): a row per stored document,
// written as it is stored, and filled on migration from documents stored before it; and their
// counts per day (migration 7), kept as rows are written and filled from the rows before it.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const world = generateDemoWorld({ anchorDate: '2024-06-30', days: 5, seed: 5 });

/** A store in a directory of its own holding the world, its registers and their tables as read. */
async function storedWorld() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ofd-rows-'));
  dirs.push(dir);
  const store = openSqliteStore(dir) as SqliteStore;
  await loadWorld(store, world);
  const regs = store.db
    .prepare('SELECT reg_number FROM cashboxes ORDER BY 1')
    .pluck()
    .all() as string[];
  return { dir, store, regs, expected: await everyTable(store, regs) };
}

describe('SQLite documents table', () => {
  it('holds a row per document, and fills them from documents stored before migration 6', async () => {
    const { dir, store, regs, expected } = await storedWorld();
    const rows = expected.reduce((sum, t) => sum + t.rows.length, 0);
    expect(rows).toBe(store.db.prepare('SELECT COUNT(*) FROM documents').pluck().get());
    expect(expected.some((t) => t.rows.some((r) => r.operator && r.operationType))).toBe(true);
    // Back to a version-5 database holding the same documents.
    store.db.exec('DROP TABLE document_rows');
    store.db.exec('DELETE FROM schema_migrations WHERE version = 6');
    await store.close();
    const reopened = openSqliteStore(dir) as SqliteStore;
    expect(await everyTable(reopened, regs)).toEqual(expected);
    await reopened.close();
  });

  it('fills the counts per day from the rows stored before migration 7', async () => {
    const { dir, store, regs, expected } = await storedWorld();
    const counts = store.db.prepare('SELECT * FROM document_row_counts ORDER BY 1, 2, 3, 4, 5, 6');
    const written = counts.all();
    expect(written.length).toBeGreaterThan(0);
    // Back to a version-6 database holding the same documents and rows.
    store.db.exec('DROP TABLE document_row_counts');
    store.db.exec('DELETE FROM schema_migrations WHERE version = 7');
    await store.close();
    const reopened = openSqliteStore(dir) as SqliteStore;
    expect(
      reopened.db.prepare('SELECT * FROM document_row_counts ORDER BY 1, 2, 3, 4, 5, 6').all(),
    ).toEqual(written);
    expect(await everyTable(reopened, regs)).toEqual(expected);
    await reopened.close();
  });
});
