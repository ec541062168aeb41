import { describe, expect, it } from 'vitest';
import { comparedPeriod } from './compared-period';

describe('comparedPeriod', () => {
  it('compares this week so far with the same weekdays of last week', () => {
    // Thursday 26 November 2026: Mon–Thu against Mon–Thu, not Thu–Sun.
    expect(comparedPeriod({ from: '2026-11-23', to: '2026-11-26' }, 'previous')).toEqual({
      from: '2026-11-16',
      to: '2026-11-19',
    });
  });

  it('compares this month so far with the same days of last month', () => {
    expect(comparedPeriod({ from: '2026-11-01', to: '2026-11-26' }, 'previous')).toEqual({
      from: '2026-10-01',
      to: '2026-10-26',
    });
    // 1–30 March against 1–28 February: February has no 29th or 30th.
    expect(comparedPeriod({ from: '2026-03-01', to: '2026-03-30' }, 'previous')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('compares a whole month with the whole month before', () => {
    expect(comparedPeriod({ from: '2026-10-01', to: '2026-10-31' }, 'previous')).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
    expect(comparedPeriod({ from: '2026-03-01', to: '2026-03-31' }, 'previous')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    // A quarter against the quarter before, across a year's end.
    expect(comparedPeriod({ from: '2026-01-01', to: '2026-03-31' }, 'previous')).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
  });

  it('compares a custom range with the same length just before it', () => {
    expect(comparedPeriod({ from: '2026-11-19', to: '2026-11-22' }, 'previous')).toEqual({
      from: '2026-11-15',
      to: '2026-11-18',
    });
    // A Monday start that runs past one week is a custom range too.
    expect(comparedPeriod({ from: '2024-06-10', to: '2024-06-30' }, 'previous')).toEqual({
      from: '2024-05-20',
      to: '2024-06-09',
    });
  });

  it('compares with the same dates a year earlier', () => {
    expect(comparedPeriod({ from: '2024-02-01', to: '2024-02-29' }, 'year')).toEqual({
      from: '2023-02-01',
      to: '2023-02-28',
    });
  });
});
