import { describe, expect, it } from 'vitest';
import { ALL_DRIVES, MAX_PERIOD_DAYS } from './api';
import { listQuerySchema, periodQuerySchema } from './query.schema';

describe('period queries', () => {
  it('serve the last days of a period longer than one view holds, and say so', () => {
    const q = periodQuerySchema.parse({ drive: '1', from: '2024-01-01', to: '2025-12-31' });
    // 366 days, both ends included.
    expect(q).toMatchObject({ from: '2024-12-31', to: '2025-12-31', limited: true });
    expect(MAX_PERIOD_DAYS).toBe(366);
    const short = periodQuerySchema.parse({ drive: '1', from: '2025-01-01', to: '2025-12-31' });
    expect(short).toMatchObject({ from: '2025-01-01', limited: false });
  });

  it('still refuse a reversed period', () => {
    expect(
      periodQuerySchema.safeParse({ drive: '1', from: '2025-02-01', to: '2025-01-01' }).success,
    ).toBe(false);
  });

  it('accept every drive at once and one shift', () => {
    const q = listQuerySchema.parse({
      drive: ALL_DRIVES,
      from: '2025-01-01',
      to: '2025-01-02',
      shift: '12',
    });
    expect(q).toMatchObject({ drive: 'all', shift: 12 });
  });
});
