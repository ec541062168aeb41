import { describe, expect, it, vi } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import { addDays } from '@/lib/dates/calendar';
import { SORT_KEYS, type DocumentsPage } from '@/lib/documents/contract';
import {
  documentNeighbours,
  documentsPage,
  firstRows,
  listQuerySchema,
  neighboursQuerySchema,
} from '@/lib/documents/server';
import { forgetDocumentsEngine } from '@/lib/documents/server/engine';
import { setLocalCopy } from '@/lib/ofd/local-copy';
import { testStoreKind } from '@/lib/service/testing/test-store';
import type { MirrorHarness } from '../testing/mirror-harness';
import { copyOn, dashboardForFile } from '../testing/harness-per-test';
import { REAL_WORLD_ANCHOR, worldWithRealReceipts } from '../testing/real-world';

// A mirrored period's documents table from the store's own tables (docs/mirror.md, "A busy month
// from the copy"): on the demo world with real receipts in it, the summary, facets, total and
// every sorted, filtered page equal what the live reader computes from every body, on SQLite and
// PostgreSQL (the `postgres` project); and the copy's answer parses no body and asks nothing of
// the operator.

const TO = REAL_WORLD_ANCHOR;
const FROM = addDays(TO, -3);
const world = worldWithRealReceipts();
let h: MirrorHarness;
dashboardForFile({ world, kind: testStoreKind() }, (started) => (h = started));

/** Reads, counting its calls of JSON.parse on a document (a register's record is not one). */
async function countingBodyParses<T>(read: () => Promise<T>) {
  const parse = vi.spyOn(JSON, 'parse');
  try {
    const value = await runAsSystem(read);
    const parses = parse.mock.calls.filter(([text]) =>
      String(text).includes('fiscalDocumentNumber'),
    ).length;
    return { value, parses };
  } finally {
    parse.mockRestore();
  }
}

/** The same request read live (every body, from the operator) and from the copy's tables. */
async function bothWays<T>(read: () => Promise<T>) {
  setLocalCopy(undefined);
  forgetDocumentsEngine();
  const live = await countingBodyParses(read);
  // The live reading parses bodies, so the count would see them.
  expect(live.parses).toBeGreaterThan(0);
  copyOn(h);
  const before = h.standIn.requests.length;
  const mirrored = await countingBodyParses(read);
  const asked = h.standIn.requests.slice(before).map((r) => r.path);
  return {
    live: live.value,
    mirrored: mirrored.value,
    parses: mirrored.parses,
    operatorCalls: asked.filter((path) => /documents|tickets/.test(path)).length,
  };
}

const registers = () =>
  world.cashboxes.slice(0, 2).map((c) => ({
    where: { orgId: c.organizationId, rnm: c.regNumber },
    drive: c.fiscalDrives.at(-1)!.fiscalDriveNumber,
  }));

const FILTERS: Record<string, string>[] = [{}, { ops: '1,3' }, { shift: '1' }];

const query = (params: Record<string, string>) =>
  listQuerySchema.parse({ from: FROM, to: TO, drive: 'all', ...params });

describe(`a mirrored period from the store's tables (${testStoreKind()})`, () => {
  it('has the live summary, facets and total, with no body parsed and no operator call', async () => {
    expect(world.realCount()).toBeGreaterThan(0);
    let receipts = 0;
    const rates = new Set<string>();
    for (const { where, drive } of registers()) {
      for (const q of [
        query({}),
        query({ drive }),
        query({ ops: '2' }),
        query({ types: 'receipt,closeShift' }),
      ]) {
        const { live, mirrored, parses, operatorCalls } = await bothWays(() =>
          documentsPage(where, q),
        );
        expect(mirrored.summary).toEqual(live.summary);
        expect(mirrored.facets).toEqual(live.facets);
        expect(mirrored.total).toBe(live.total);
        expect(mirrored.rows).toEqual(live.rows);
        expect(mirrored.range).toEqual(live.range);
        expect(parses).toBe(0);
        expect(operatorCalls).toBe(0);
        receipts += live.summary.receipts;
        for (const rate of Object.keys(live.summary.vat)) rates.add(rate);
      }
    }
    expect(receipts).toBeGreaterThan(100);
    // Both sides of the new year: 20% (the real receipts' `nds18` read on its date) and 22%; and
    // a real advance's calculated rate (`nds18118`), 20/120 as its lines' own codes say, even
    // placed on the days after the new year.
    expect([...rates].sort()).toEqual(['10', '20', '20/120', '22']);
  }, 120_000);

  it('sorts and filters as the live reader does, every key both ways, to the last page', async () => {
    const { where } = registers()[0]!;
    const pages = (p: DocumentsPage) => p.rows.map((r) => `${r.drive}/${r.fiscalDocumentNumber}`);
    for (const sort of SORT_KEYS) {
      for (const dir of ['asc', 'desc']) {
        for (const filter of FILTERS) {
          const q = query({ sort, dir, limit: '500', ...filter });
          const { live, mirrored, parses } = await bothWays(() => documentsPage(where, q));
          expect(pages(mirrored), `${sort} ${dir} ${JSON.stringify(filter)}`).toEqual(pages(live));
          expect(mirrored.rows).toEqual(live.rows);
          expect(mirrored.total).toBe(live.total);
          expect(parses).toBe(0);
        }
      }
    }
  }, 120_000);

  it('answers the first rows from the copy, in the order of the whole table', async () => {
    const { where } = registers()[1]!;
    const q = query({ dir: 'desc', offset: '10', limit: '40' });
    const { live, mirrored, parses, operatorCalls } = await bothWays(async () => ({
      first: await firstRows(where, q),
      page: await documentsPage(where, q),
    }));
    expect(mirrored.first.rows).toEqual(live.page.rows);
    expect(mirrored.first.complete).toBe(false);
    expect(live.first.rows).toEqual(live.page.rows);
    expect(parses).toBe(0);
    expect(operatorCalls).toBe(0);
  }, 60_000);

  it('places an opened document among its neighbours as the live reader does', async () => {
    const { where, drive } = registers()[0]!;
    const { live: all } = await bothWays(() => documentsPage(where, query({ limit: '500' })));
    const picks = [all.rows[0]!, all.rows[7]!, all.rows.at(-1)!];
    for (const [sort, dir] of [
      ['dateTime', 'desc'],
      ['totalSum', 'asc'],
      ['operator', 'desc'],
    ]) {
      for (const row of picks) {
        const q = neighboursQuerySchema.parse({
          from: FROM,
          to: TO,
          drive: 'all',
          sort,
          dir,
          fd: String(row.fiscalDocumentNumber),
          at: row.drive ?? drive,
        });
        const { live, mirrored, parses } = await bothWays(() => documentNeighbours(where, q));
        expect(mirrored, `${sort} ${dir} ${row.fiscalDocumentNumber}`).toEqual(live);
        expect(live.position).toBeGreaterThan(0);
        expect(parses).toBe(0);
      }
    }
  }, 120_000);
});
