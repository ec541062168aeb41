import { expect, it } from 'vitest';
import type { BoardFigures } from './board';
import type { MirrorRow } from './mirror-measure';
import { breakdownRows, extraTargets, mirrorTargets } from './report-rows';

// The bench's added rows: each target says met or MISSED from its own figure, a row whose
// measurement is not wired yet says so instead of passing, and the breakdown prints what each
// stage adds to the one before.

const board = (over: Partial<BoardFigures>): BoardFigures => ({
  registers: 10,
  coldPageMs: 900,
  warmPageMs: 60,
  warmApiMs: 20,
  lookup: { queries: 9, firstMs: 300, medianMs: 15 },
  ...over,
});

it('marks the board and lookup targets met or missed by their figures', () => {
  const met = extraTargets({ breakdown: null, board: board({}) });
  expect(met.slice(0, 3).map((t) => t.ok)).toEqual([true, true, true]);
  const missed = extraTargets({
    breakdown: null,
    board: board({
      coldPageMs: 5700,
      warmApiMs: 101,
      lookup: { queries: 9, firstMs: 1, medianMs: 250 },
    }),
  });
  expect(missed.slice(0, 3).map((t) => [t.value, t.ok])).toEqual([
    ['5700 ms', false],
    ['101 ms', false],
    ['250 ms', false],
  ]);
});

it('prints rows without a measurement as not measured, neither met nor missed', () => {
  const rows = extraTargets({ breakdown: null, board: null });
  expect(rows.map((t) => t.ok)).toEqual([null, null, null, null, null, null, null]);
  expect(rows.every((t) => t.value === 'not measured')).toBe(true);
  const search = extraTargets({ breakdown: null, board: null, receiptSearchWeekMs: 1200 });
  expect(search[3]).toMatchObject({ value: '1200 ms', ok: true });
});

const mirror = (again: number, first: number, peakMb: number): MirrorRow => ({
  name: 'mirror',
  registers: 1000,
  documents: 300_000,
  idleRssMb: 100,
  first: { seconds: 300_000 / first, rssMb: peakMb, requests: 2002, documentsPerSecond: first },
  again: { seconds: 1000 / again, rssMb: 120, requests: 1002, registersPerSecond: again },
});

it('marks the mirror met when the machine keeps 1,500 registers fresh, catches up and stays small', () => {
  const met = mirrorTargets(mirror(6.7, 373, 190));
  expect(met.map((t) => [t.value, t.ok])).toEqual([
    ['2010 registers', true],
    ['373 documents/s', true],
    ['90 MB', true],
  ]);
  const missed = mirrorTargets(mirror(4.9, 120, 260));
  expect(missed.map((t) => [t.value, t.ok])).toEqual([
    ['1470 registers', false],
    ['120 documents/s', false],
    ['160 MB', false],
  ]);
  expect(extraTargets({ breakdown: null, board: null, mirror: mirror(6.7, 373, 190) })).toEqual(
    expect.arrayContaining(met),
  );
});

it("splits the month's pass into parsing, reading and the rest, against the direct month", () => {
  const split = { wall: 2500, parse: 600, read: 900, merge: 40, documents: 95_533 };
  const rows = breakdownRows(
    { breakdown: { 'by-period': split, tickets: split }, board: null },
    1000,
  );
  expect(rows).toHaveLength(10);
  expect(rows[1]).toEqual([
    'by-period:  of which JSON.parse',
    '600 ms',
    '',
    '600 ms, 0.60× direct',
  ]);
  expect(rows[3]![3]).toBe('1000 ms, 1.00× direct');
});

it('prints the receipt search cold and warm beside its target when it was measured', () => {
  const receiptSearch = {
    organizationId: 'o',
    registers: 3,
    days: 21,
    found: 4,
    coldMs: 1800,
    warmMs: 90,
    msPerRegisterDay: 1800 / 21,
    warmSpeedup: 20,
  };
  const results = { breakdown: null, board: null, receiptSearchWeekMs: 1800, receiptSearch };
  expect(extraTargets(results)[3]).toMatchObject({ value: '1800 ms', ok: false });
  expect(breakdownRows(results, 1000)).toEqual([
    ['receipt search: a week, cold', '1800 ms', '', '3 registers, 21 register-days, 4 found'],
    ['receipt search: the same, warm', '90 ms', '', '20.0× faster'],
  ]);
});

it('sets the by-period pass that asks ahead beside the pass page by page', () => {
  const oneByOne = { wall: 2000, parse: 500, read: 700, merge: 40, documents: 95_533 };
  const rows = breakdownRows(
    {
      breakdown: { 'by-period': oneByOne, tickets: oneByOne },
      pagesAhead: { ...oneByOne, wall: 2500 },
      board: null,
    },
    1000,
  );
  expect(rows.at(-1)).toEqual([
    'by-period: the pass, each next page asked before reading the one in hand',
    '2500 ms',
    '',
    '1.25× the pass page by page',
  ]);
});

it("sets each way's requests straight from the service against the direct month and the complete load", () => {
  const straight = {
    'by-period': { wall: 1500, requests: 155, bytes: 1 },
    tickets: { wall: 1200, requests: 31, bytes: 1 },
  };
  const rows = breakdownRows({ breakdown: null, board: null, straight }, 1000, {
    'by-period': 4500,
    tickets: 3000,
  });
  expect(rows).toEqual([
    [
      'by-period: its requests straight from the service, no parsing',
      '1500 ms',
      '',
      '155 requests, 1.50× direct; complete load 3.00× this',
    ],
    [
      'tickets: its requests straight from the service, no parsing',
      '1200 ms',
      '',
      '31 requests, 1.20× direct; complete load 2.50× this',
    ],
  ]);
});
