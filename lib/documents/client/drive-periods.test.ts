import { describe, expect, it } from 'vitest';
import { defaultRange, drivePeriods, overlaps } from './drive-periods';

const window = { permissionFrom: '2024-01-10T00:00:00', permissionTo: '2030-12-31T23:59:59' };

describe('drivePeriods', () => {
  const drives = [
    // Listed out of order on purpose: the operator does not promise an order.
    { fiscalDriveNumber: 'B', earliestDocumentTimestamp: '2024-03-05T09:12:00' },
    { fiscalDriveNumber: 'A', earliestDocumentTimestamp: '2024-01-02T08:00:00' },
  ];

  it('ends a drive on the day its successor wrote its first document', () => {
    const [b, a] = drivePeriods(drives, window, '2024-04-01');
    expect(a?.period).toEqual({ from: '2024-01-02', to: '2024-03-05' });
    expect(b?.period).toEqual({ from: '2024-03-05', to: '2024-04-01' });
  });

  it('clips each period to the permission window', () => {
    const [, a] = drivePeriods(drives, window, '2024-04-01');
    expect(a?.selectable).toEqual({ from: '2024-01-10', to: '2024-03-05' });
  });

  it('offers nothing of a drive wholly outside the window', () => {
    const narrow = { permissionFrom: '2024-03-10T00:00:00', permissionTo: '2024-03-20T00:00:00' };
    const [b, a] = drivePeriods(drives, narrow, '2024-04-01');
    expect(a?.selectable).toBeNull();
    expect(b?.selectable).toEqual({ from: '2024-03-10', to: '2024-03-20' });
  });

  it('gives a drive without documents no period', () => {
    const [empty] = drivePeriods(
      [{ fiscalDriveNumber: 'C', earliestDocumentTimestamp: null }],
      window,
      '2024-04-01',
    );
    expect(empty).toEqual({ fiscalDriveNumber: 'C', period: null, selectable: null });
  });
});

describe('defaultRange and overlaps', () => {
  it('takes the last seven days, or fewer at the start', () => {
    expect(defaultRange({ from: '2024-02-01', to: '2024-03-02' })).toEqual({
      from: '2024-02-25',
      to: '2024-03-02',
    });
    expect(defaultRange({ from: '2024-03-01', to: '2024-03-02' })).toEqual({
      from: '2024-03-01',
      to: '2024-03-02',
    });
  });

  it('tells a period outside the selectable days', () => {
    const selectable = { from: '2024-02-01', to: '2024-03-02' };
    expect(overlaps({ from: '2023-01-01', to: '2023-01-31' }, selectable)).toBe(false);
    expect(overlaps({ from: '2024-01-20', to: '2024-02-01' }, selectable)).toBe(true);
    expect(overlaps({ from: '2024-02-01', to: '2024-02-02' }, null)).toBe(false);
  });
});
