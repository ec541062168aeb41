import { describe, expect, it } from 'vitest';
import { auditFilterSchema } from './audit-log';

// The audit page's filter reads days as people type them in either language, and never fails on
// what it cannot read: that day is simply no filter (the form says so beside the field).
describe('auditFilterSchema', () => {
  it.each([
    ['1.11.26', '2026-11-01'],
    ['01.11.2026', '2026-11-01'],
    ['2026-11-01', '2026-11-01'],
    [' 24.11.2026 ', '2026-11-24'],
  ])('reads the day %j as %s', (typed, day) => {
    expect(auditFilterSchema.parse({ from: typed, to: typed })).toMatchObject({
      from: day,
      to: day,
    });
  });

  it.each([['31.02.2026'], ['next week'], [''], [['2026-11-01', '2026-11-02']]])(
    'takes %j as no filter',
    (typed) => {
      expect(auditFilterSchema.parse({ from: typed }).from).toBeUndefined();
    },
  );
});
