import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates/calendar';
import { documentBatches, loadWorld } from '../load-world';
import { generateDemoWorld } from '../seed';
import { openTestStore, testStoreKind, type TestStore } from '../testing/test-store';
import type { TableGroup, TableQuery } from './table-types';

// The documents table's counts per day (migration 7, table-counts-ddl.ts): a period's facets and
// total come from the whole days' counts and from the rows of the days its ends cut, and equal
// the rows' own counts for any period, drive and shift; a document stored twice counts once.
// On SQLite here and on PostgreSQL in the `postgres` project.

const open: TestStore[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.dispose();
});

const ANCHOR = '2024-06-30';
const world = generateDemoWorld({ anchorDate: ANCHOR, days: 5, seed: 7 });
const registers = world.cashboxes.map((c) => c.regNumber);

/** The rows' own counts per (type, operation, operator), an operator's '' with the missing. */
async function rowGroups(store: TestStore['store'], query: TableQuery) {
  const rows = await store.tableRows(query, { key: 'time', dir: 'asc', offset: 0, limit: 1e6 });
  const groups = new Map<string, TableGroup>();
  for (const r of rows) {
    const g = { type: r.type, operationType: r.operationType, operator: r.operator || null };
    const key = JSON.stringify(g);
    const known = groups.get(key);
    if (known) known.count += 1;
    else groups.set(key, { ...g, count: 1 });
  }
  return sorted([...groups.values()]);
}

const sorted = (groups: TableGroup[]) =>
  [...groups].sort((a, b) =>
    JSON.stringify([a.type, a.operationType, a.operator]).localeCompare(
      JSON.stringify([b.type, b.operationType, b.operator]),
    ),
  );

const day = (back: number) => addDays(ANCHOR, -back);

/** Periods whole and cut: across days cut at both ends, within one day, one day whole. */
const PERIODS = [
  { from: '2000-01-01T00:00:00', to: '2099-12-31T23:59:59' },
  { from: `${day(3)}T12:30:00`, to: `${day(1)}T09:15:00` },
  { from: `${day(2)}T08:00:00`, to: `${day(2)}T14:00:00` },
  { from: `${day(2)}T00:00:00`, to: `${day(2)}T23:59:59` },
  { from: `${day(4)}T00:00:00`, to: `${day(2)}T17:00:00` },
];

describe(`the documents table's counts per day (${testStoreKind()})`, () => {
  it("equal the rows' counts for whole and cut periods, each drive, and a shift", async () => {
    const opened = await openTestStore();
    open.push(opened);
    const { store } = opened;
    await loadWorld(store, world);
    // A second delivery of every document stores nothing and counts nothing.
    for (const batch of documentBatches(world)) await store.ingestDocuments(batch);
    let checked = 0;
    for (const regNumber of registers) {
      const cashbox = world.cashboxes.find((c) => c.regNumber === regNumber)!;
      const drives = [null, ...cashbox.fiscalDrives.map((d) => d.fiscalDriveNumber)];
      for (const period of PERIODS) {
        for (const drive of drives) {
          const query = { regNumber, drive, ...period };
          const expected = await rowGroups(store, query);
          const { groups } = await store.tableFigures(query);
          expect(sorted(groups), JSON.stringify(query)).toEqual(expected);
          checked += expected.reduce((sum, g) => sum + g.count, 0);
        }
      }
      const shift = { regNumber, drive: cashbox.fiscalDrives.at(-1)!.fiscalDriveNumber, shift: 1 };
      const query = { ...shift, ...PERIODS[0]! };
      expect(sorted((await store.tableFigures(query)).groups)).toEqual(
        await rowGroups(store, query),
      );
    }
    expect(checked).toBeGreaterThan(100);
  }, 60_000);
});
