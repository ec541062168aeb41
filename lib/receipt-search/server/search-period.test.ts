import { describe, expect, it } from 'vitest';
import {
  checkSearchPeriod,
  liveSearchPeriod,
  registerDaysOf,
  SearchPeriodTooLongError,
} from './search-period';

describe('the days a search reads', () => {
  it('31 days at most live, 366 from the mirror', () => {
    expect(liveSearchPeriod({ from: '2025-01-01', to: '2025-01-31' })).toBe(true);
    expect(liveSearchPeriod({ from: '2025-01-01', to: '2025-02-01' })).toBe(false);
    expect(() => checkSearchPeriod({ from: '2025-01-01', to: '2026-01-01' })).not.toThrow();
    expect(() => checkSearchPeriod({ from: '2025-01-01', to: '2026-01-02' })).toThrow(
      SearchPeriodTooLongError,
    );
  });

  it('says the live limit and the mirrored one', () => {
    expect(new SearchPeriodTooLongError(31).message).toMatch(/at most 31 days .*up to 366/);
    expect(new SearchPeriodTooLongError(366).message).toContain('at most 366 days');
  });

  it('names the days outside the window, apart from those it cuts', () => {
    const days = registerDaysOf(
      { permissionFrom: '2025-11-03T12:00:00', permissionTo: '2025-11-05T23:59:59' },
      { from: '2025-11-01', to: '2025-11-08' },
    );
    expect(days).toEqual({
      searchable: 3,
      outside: [
        { from: '2025-11-01', to: '2025-11-02' },
        { from: '2025-11-06', to: '2025-11-08' },
      ],
      limited: true,
    });
  });

  it('a window around the period limits nothing', () => {
    const days = registerDaysOf(
      { permissionFrom: '2020-01-01T00:00:00', permissionTo: '2030-01-01T00:00:00' },
      { from: '2025-11-01', to: '2025-11-08' },
    );
    expect(days).toEqual({ searchable: 8, outside: [], limited: false });
  });
});
