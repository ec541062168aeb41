import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateTimes, periods } from '@/lib/testing/arbitraries';
import { clipToWindow, isInside } from './window';

// Local date-times as the service stores them, over a few years so that day/month edges occur.
const moment = localDateTimes('2023-01-01T00:00:00', '2025-12-31T23:59:59');
const period = periods(moment);

describe('clipToWindow', () => {
  it('never yields a moment outside the window or the period', () => {
    fc.assert(
      fc.property(period, period, moment, (asked, window, t) => {
        const clipped = clipToWindow(asked, window);
        if (clipped && isInside(t, clipped)) {
          expect(isInside(t, window)).toBe(true);
          expect(isInside(t, asked)).toBe(true);
        }
      }),
    );
  });

  it('keeps every moment that lies in both, and is null exactly when they share none', () => {
    fc.assert(
      fc.property(period, period, moment, (asked, window, t) => {
        const clipped = clipToWindow(asked, window);
        if (isInside(t, asked) && isInside(t, window))
          expect(clipped && isInside(t, clipped)).toBe(true);
        const overlap = asked.from <= window.to && window.from <= asked.to;
        expect(clipped === null).toBe(!overlap);
      }),
    );
  });

  it('works at second precision on the edges', () => {
    const window = { from: '2024-01-10T12:00:00', to: '2024-03-31T23:59:59' };
    expect(
      clipToWindow({ from: '2024-01-10T00:00:00', to: '2024-01-10T11:59:59' }, window),
    ).toBeNull();
    expect(
      clipToWindow({ from: '2024-01-10T00:00:00', to: '2024-01-10T12:00:00' }, window),
    ).toEqual({
      from: '2024-01-10T12:00:00',
      to: '2024-01-10T12:00:00',
    });
    expect(
      clipToWindow({ from: '2024-04-01T00:00:00', to: '2024-04-01T23:59:59' }, window),
    ).toBeNull();
  });
});
