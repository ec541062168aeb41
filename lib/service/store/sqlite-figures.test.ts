import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toIngestDocument } from '../ingest';
import { loadWorld } from '../load-world';
import { generateDemoWorld } from '../seed';
import { SqliteStore, openSqliteStore } from './sqlite';
import { FIGURES_SQL } from './sqlite-figures';
import { FIGURE_TABLES } from './sqlite-figure-writes';

// The statistics tables of the SQLite engine: index plans, upkeep on ingest, backfill on migration.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const ANCHOR = '2024-06-30';
const world = generateDemoWorld({ anchorDate: ANCHOR, days: 10, seed: 3 });

async function loaded(dir = mkdtempSync(path.join(tmpdir(), 'ofd-figures-'))) {
  dirs.push(dir);
  const store = openSqliteStore(dir) as SqliteStore;
  await loadWorld(store, world);
  return { store, dir };
}

async function everyRegister(store: SqliteStore) {
  const regs = store.db.prepare('SELECT reg_number FROM cashboxes ORDER BY 1').pluck().all();
  const ranges = (regs as string[]).map((regNumber) => ({
    regNumber,
    from: '2024-06-01T00:00:00',
    to: '2024-06-30T16:45:00',
  }));
  return {
    days: await store.figuresByDay(ranges),
    shifts: await Promise.all(ranges.map((r) => store.figuresByShift(r))),
  };
}

describe('SQLite statistics tables', () => {
  it('reads buckets and cut buckets through their indexes, never scanning a table', async () => {
    const { store } = await loaded();
    const params = {
      regNumber: '0000000000000001',
      from: '2024-01-01T14:30:00',
      to: '2024-12-31T23:59:59',
      fromDay: '2024-01-01',
      toDay: '2024-12-31',
      drive: '9999078900000001',
      shift: 1,
    };
    const plans = Object.fromEntries(
      Object.entries(FIGURES_SQL).map(([name, sql]) => [
        name,
        (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[])
          .map((r) => r.detail)
          .join('\n'),
      ]),
    );
    for (const [name, plan] of Object.entries(plans)) {
      expect(plan, name).not.toMatch(/\bSCAN (receipt_|shifts|b\b|v\b|f\b)/);
    }
    expect(plans.dayBuckets).toMatch(
      /SEARCH b USING PRIMARY KEY \(reg_number=\? AND kind=\? AND bucket>\? AND bucket<\?\)/,
    );
    expect(plans.sumTime).toMatch(
      /SEARCH receipt_figures USING COVERING INDEX receipt_figures_by_time \(reg_number=\? AND date_time>\? AND date_time<\?\)/,
    );
    expect(plans.sumShift).toMatch(/USING INDEX receipt_figures_by_shift/);
    expect(plans.shiftsOpened).toMatch(/USING (COVERING )?INDEX shifts_by_open/);
    store.close();
  });

  it('counts a document once however often it is ingested', async () => {
    const { store } = await loaded();
    const before = await everyRegister(store);
    const again = [...world.documents()].slice(0, 500).map((d) => toIngestDocument(d.type, d.body));
    const outcomes = await store.ingestDocuments(again);
    expect(outcomes.every((o) => o.status === 'duplicate')).toBe(true);
    expect(await everyRegister(store)).toEqual(before);
    store.close();
  });

  it('adds ingested receipts to the sums, as a whole reload would', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ofd-figures-'));
    dirs.push(dir);
    const store = openSqliteStore(dir) as SqliteStore;
    const empty = { ...world, documents: () => [] };
    await loadWorld(store, empty);
    const docs = [...world.documents()].map((d) => toIngestDocument(d.type, d.body));
    for (let i = 0; i < docs.length; i += 700) await store.ingestDocuments(docs.slice(i, i + 700));
    const { store: reference } = await loaded();
    expect(await everyRegister(store)).toEqual(await everyRegister(reference));
    expect((await everyRegister(store)).days.length).toBeGreaterThan(5);
    store.close();
    reference.close();
  });

  it('fills the tables from documents stored before they existed', async () => {
    const { store, dir } = await loaded();
    const expected = await everyRegister(store);
    for (const table of FIGURE_TABLES) store.db.exec(`DROP TABLE ${table}`);
    store.db.exec('DELETE FROM schema_migrations WHERE version = 2');
    store.close();
    const reopened = openSqliteStore(dir) as SqliteStore;
    expect(await everyRegister(reopened)).toEqual(expected);
    reopened.close();
  });
});
