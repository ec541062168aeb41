import { describe, expect, it } from 'vitest';
import { withOtherDays } from './other-days';
import { receipt } from '../testing/documents';

// A document sent for another day is listed on its own day, once, when that day is in the period.

const period = { from: '2024-09-16T00:00:00', to: '2024-09-17T23:59:59' };

describe('withOtherDays', () => {
  it('adds a document of another day that lies in the period, in time order, once', () => {
    const own = [receipt(1, '2024-09-16T09:00:00'), receipt(3, '2024-09-17T10:00:00')];
    const days = [
      // The 18th's answer held one of the 17th (in the period) and one of the 15th (outside it).
      { elsewhere: [receipt(2, '2024-09-17T00:30:00'), receipt(9, '2024-09-15T23:00:00')] },
      // The 16th's answer repeated FD 3, which the 17th already listed.
      { elsewhere: [receipt(3, '2024-09-17T10:00:00')] },
    ];
    const listed = withOtherDays(own, days, period, '7281440500751551');
    expect(listed.map((d) => d.fiscalDocumentNumber)).toEqual([1, 2, 3]);
    expect(listed[1]!.drive).toBe('7281440500751551');
  });

  it('leaves the list as it is when every document was sent for its own day', () => {
    const own = [receipt(1, '2024-09-16T09:00:00')];
    expect(withOtherDays(own, [{ elsewhere: [] }], period, 'x')).toBe(own);
  });
});
