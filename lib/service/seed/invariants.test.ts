import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates/calendar';
import { demoWorldRoles, generateDemoWorld } from './index';
import { findWorldViolations } from './world-invariants';

// Property tests: whatever the seed, anchor date and (small) size, every world the generator makes
// keeps the fiscal invariants that findWorldViolations checks, and keeps its special registers.

const FIRST = '2020-01-01';
const SPAN = 4018; // days from 2020-01-01 to 2030-12-31
const anchors = fc.oneof(
  fc.integer({ min: 0, max: SPAN }).map((n) => addDays(FIRST, n)),
  // Leap days, month and year ends: where calendar arithmetic usually breaks.
  fc.constantFrom('2020-02-29', '2024-02-29', '2028-02-29', '2021-03-01', '2023-12-31'),
  fc.constantFrom('2025-01-01', '2026-04-30', '2027-02-28', '2030-12-31'),
);
const seeds = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
/** Generator options: any seed and anchor, a size within the bounds given. */
const options = (days: fc.Arbitrary<number>, receiptsPerDay: fc.Arbitrary<number>) =>
  fc.record({ seed: seeds, anchorDate: anchors, days, receiptsPerDay });

describe('generated worlds keep their invariants', () => {
  it('demo profile: any seed, anchor and small size', () => {
    fc.assert(
      fc.property(
        options(fc.integer({ min: 3, max: 20 }), fc.integer({ min: 0, max: 12 })),
        (given) => {
          const world = generateDemoWorld(given);
          const roles = demoWorldRoles(world);
          const allow = {
            fdGaps: roles.faults['fd-gap'],
            openShifts: roles.faults['shift-too-long'],
          };
          expect(findWorldViolations(world, 20, allow)).toEqual([]);

          const moved = world.cashboxes.find((c) => c.regNumber === roles.moved);
          const replaced = world.cashboxes.find((c) => c.regNumber === roles.driveReplaced);
          expect(moved?.addresses.length).toBeGreaterThanOrEqual(2);
          expect(replaced?.fiscalDrives.length).toBeGreaterThanOrEqual(2);
          expect(world.anchorDate).toBe(given.anchorDate);
        },
      ),
      // The example is a world fast-check once found: keys counted back across a short February.
      {
        numRuns: 30,
        examples: [[{ seed: 0, anchorDate: '2023-03-09', days: 9, receiptsPerDay: 0 }]],
      },
    );
  });

  it('busy profile: any seed, anchor and small size', () => {
    fc.assert(
      fc.property(
        options(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 400 })),
        (given) => {
          const world = generateDemoWorld({ ...given, profile: 'busy' });
          expect(world.organizations).toHaveLength(1);
          expect(world.cashboxes).toHaveLength(1);
          expect(findWorldViolations(world)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('the same options give the same world, documents included', () => {
    fc.assert(
      fc.property(options(fc.integer({ min: 2, max: 6 }), fc.constant(5)), (given) => {
        const a = generateDemoWorld(given);
        const b = generateDemoWorld(given);
        expect({ ...b, documents: [...b.documents()] }).toEqual({
          ...a,
          documents: [...a.documents()],
        });
      }),
      { numRuns: 10 },
    );
  });
});
