import { describe, expect, it } from 'vitest';
import { listPlace } from './list-place';

describe('listPlace', () => {
  it('reads the list’s selection and order back from its query', () => {
    const place = listPlace(
      'drive=all&from=2024-06-01&to=2024-06-07&q=420&type=receipt&operationType=1,2&sort=totalSum.asc&page=3&shift=12',
    );
    expect(place).toEqual({
      selection: {
        drive: 'all',
        from: '2024-06-01',
        to: '2024-06-07',
        types: ['receipt'],
        ops: [1, 2],
        q: '420',
        shift: 12,
      },
      order: { sort: 'totalSum', dir: 'asc' },
    });
  });

  it('is newest first without a sort, and nothing without a period', () => {
    expect(listPlace('drive=1&from=2024-06-01&to=2024-06-01')?.order).toEqual({
      sort: 'dateTime',
      dir: 'desc',
    });
    expect(listPlace('q=x')).toBeNull();
  });
});
