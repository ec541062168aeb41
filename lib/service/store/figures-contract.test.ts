import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBatches, loadWorld, worldRows } from '../load-world';
import { generateDemoWorld } from '../seed';
import { openTestStore, testStoreKind, type TestStore } from '../testing/test-store';
import type { FiguresRange, Store } from './types';

// The statistics reads, engine-neutral (the `unit` and `postgres` projects, vitest.config.ts): on
// a demo world, any set of registers and any window — cut mid-day and mid-shift, to the second —
// gives the same days and shifts as the SQLite engine, and receipts imported a batch at a time,
// some twice, give the same sums as the whole world stored at once.

const ANCHOR = '2024-06-30';
const world = generateDemoWorld({ anchorDate: ANCHOR, days: 10, seed: 3 });
const REGS = worldRows(world).cashboxes.map((c) => c.regNumber);
const START = Date.parse('2024-06-19T00:00:00Z');
const SPAN = 13 * 86_400;
const at = (second: number) => new Date(START + second * 1000).toISOString().slice(0, 19);

const opened: TestStore[] = [];
async function open(kind = testStoreKind()): Promise<Store> {
  const store = await openTestStore(kind);
  opened.push(store);
  return store.store;
}
let store: Store;
let reference: Store;
beforeAll(async () => {
  [store, reference] = await Promise.all([open(), open('sqlite')]);
  await Promise.all([loadWorld(store, world), loadWorld(reference, world)]);
}, 60_000);
afterAll(async () => {
  for (const s of opened.splice(0)) await s.dispose();
});

const everyRegister = async (target: Store) => {
  const ranges = REGS.map((regNumber) => ({ regNumber, from: at(0), to: at(SPAN) }));
  return {
    days: await target.figuresByDay(ranges),
    shifts: await Promise.all(ranges.map((r) => target.figuresByShift(r))),
  };
};

describe(`statistics reads (${testStoreKind()})`, () => {
  it('sums any registers in any windows as the SQLite engine does, to the second', async () => {
    const window = fc
      .tuple(fc.integer({ min: 0, max: SPAN }), fc.integer({ min: 0, max: SPAN }))
      .map(([a, b]) => [at(Math.min(a, b)), at(Math.max(a, b))] as const);
    const ranges = fc.uniqueArray(
      fc
        .tuple(fc.constantFrom(...REGS), window)
        .map(([regNumber, [from, to]]): FiguresRange => ({ regNumber, from, to })),
      { minLength: 1, maxLength: 4, selector: (r) => r.regNumber },
    );
    await fc.assert(
      fc.asyncProperty(ranges, async (list) => {
        expect(await store.figuresByDay(list)).toEqual(await reference.figuresByDay(list));
        for (const range of list) {
          expect(await store.figuresByShift(range)).toEqual(await reference.figuresByShift(range));
        }
      }),
      { numRuns: 25 },
    );
    const whole = await everyRegister(store);
    expect(whole.days.length).toBeGreaterThan(5);
    expect(whole.shifts.flat().length).toBeGreaterThan(20);
    expect(whole.shifts.flat().some((s) => s.shiftOpen && s.shiftClose)).toBe(true);
  });

  it('adds receipts imported in batches, some twice, as the whole world stored at once', async () => {
    const imported = await open();
    await loadWorld(imported, { ...world, documents: () => [] });
    const batches = [...documentBatches(world, 700)];
    for (const [i, batch] of batches.entries()) {
      await imported.ingestDocuments(batch);
      // Every third batch arrives again: a copy is never counted twice.
      if (i % 3 === 0) await imported.ingestDocuments(batch.slice(0, 300));
    }
    expect(await everyRegister(imported)).toEqual(await everyRegister(reference));
  }, 60_000);
});
