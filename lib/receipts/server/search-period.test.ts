import { describe, expect, it } from 'vitest';
import { checkSearchPeriod, registerDaysOf, SearchPeriodTooLongError } from './search-period';

describe('the days a search reads', () => {
  it('31 days at most', () => {
    expect(() => checkSearchPeriod({ from: '2025-01-01', to: '2025-01-31' })).not.toThrow();
    expect(() => checkSearchPeriod({ from: '2025-01-01', to: '2025-02-01' })).toThrow(
      SearchPeriodTooLongError,
    );
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
