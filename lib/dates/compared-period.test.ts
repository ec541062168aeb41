import { describe, expect, it } from 'vitest';
import { comparedPeriod } from './compared-period';

// Each row: a period, how it is compared, and the period it is compared with. 26 November 2026 is
// a Thursday: the week so far (Mon–Thu) is compared with Mon–Thu, not Thu–Sun; February has no
// 29th or 30th; a Monday start that runs past one week is a custom range.
describe('comparedPeriod', () => {
  it.each`
    what                                        | from            | to              | compare       | expectedFrom    | expectedTo
    ${'this week so far with last week’s'}      | ${'2026-11-23'} | ${'2026-11-26'} | ${'previous'} | ${'2026-11-16'} | ${'2026-11-19'}
    ${'this month so far with last month’s'}    | ${'2026-11-01'} | ${'2026-11-26'} | ${'previous'} | ${'2026-10-01'} | ${'2026-10-26'}
    ${'1–30 March with 1–28 February'}          | ${'2026-03-01'} | ${'2026-03-30'} | ${'previous'} | ${'2026-02-01'} | ${'2026-02-28'}
    ${'a whole month with the month before'}    | ${'2026-10-01'} | ${'2026-10-31'} | ${'previous'} | ${'2026-09-01'} | ${'2026-09-30'}
    ${'a whole March with a whole February'}    | ${'2026-03-01'} | ${'2026-03-31'} | ${'previous'} | ${'2026-02-01'} | ${'2026-02-28'}
    ${'a quarter with the one before, over NY'} | ${'2026-01-01'} | ${'2026-03-31'} | ${'previous'} | ${'2025-10-01'} | ${'2025-12-31'}
    ${'a custom range with as long before it'}  | ${'2026-11-19'} | ${'2026-11-22'} | ${'previous'} | ${'2026-11-15'} | ${'2026-11-18'}
    ${'a Monday start past a week (custom)'}    | ${'2024-06-10'} | ${'2024-06-30'} | ${'previous'} | ${'2024-05-20'} | ${'2024-06-09'}
    ${'the same dates a year earlier'}          | ${'2024-02-01'} | ${'2024-02-29'} | ${'year'}     | ${'2023-02-01'} | ${'2023-02-28'}
  `('compares $what', ({ from, to, compare, expectedFrom, expectedTo }) => {
    expect(comparedPeriod({ from, to }, compare)).toEqual({ from: expectedFrom, to: expectedTo });
  });
});
