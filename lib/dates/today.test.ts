import { describe, expect, it } from 'vitest';
import { today } from './today';

describe('today', () => {
  it('is the UTC date, whatever the zone the moment was written in', () => {
    // 23:30 in New York on 31 March is already 1 April in UTC.
    expect(today(new Date('2024-03-31T23:30:00-04:00'))).toBe('2024-04-01');
    // 01:00 in Moscow on 1 April is still 31 March in UTC.
    expect(today(new Date('2024-04-01T01:00:00+03:00'))).toBe('2024-03-31');
  });
});
