import { describe, expect, it } from 'vitest';
import { driveForRange, registerDays } from './drive-for-range';
import { drivePeriods, withAllDrives } from './drive-periods';

// A register whose drive A was replaced by B on 26.10 (both wrote documents that day), with a
// permission window from 16.08: the case people met, where every day before 26.10 was blocked.
const window = { permissionFrom: '2026-08-16T00:00:00', permissionTo: '2027-08-15T23:59:59' };
const drives = withAllDrives(
  drivePeriods(
    [
      { fiscalDriveNumber: 'A', earliestDocumentTimestamp: '2025-11-01T09:00:00' },
      { fiscalDriveNumber: 'B', earliestDocumentTimestamp: '2026-10-26T10:15:00' },
    ],
    window,
    '2026-11-28',
  ),
);

describe('registerDays', () => {
  it('offers every readable day of the register, whichever drive wrote it', () => {
    expect(registerDays(drives)).toEqual({ from: '2026-08-16', to: '2026-11-28' });
  });

  it('offers nothing when no drive has a readable day', () => {
    expect(registerDays([{ fiscalDriveNumber: 'C', period: null, selectable: null }])).toBeNull();
  });
});

describe('driveForRange', () => {
  it.each`
    chosen   | from            | to              | drive    | why
    ${'B'}   | ${'2026-11-20'} | ${'2026-11-27'} | ${'B'}   | ${'the chosen drive holds the period'}
    ${'B'}   | ${'2026-10-20'} | ${'2026-10-20'} | ${'A'}   | ${'a typed day before the replacement is the old drive’s'}
    ${'B'}   | ${'2026-08-16'} | ${'2026-09-30'} | ${'A'}   | ${'the first days of the window'}
    ${'A'}   | ${'2026-11-01'} | ${'2026-11-02'} | ${'B'}   | ${'and back to the new drive'}
    ${'B'}   | ${'2026-10-20'} | ${'2026-10-30'} | ${'all'} | ${'a period across the replacement'}
    ${'B'}   | ${'2026-10-26'} | ${'2026-10-26'} | ${'B'}   | ${'the replacement day is both drives’: the chosen one stays'}
    ${'all'} | ${'2026-10-20'} | ${'2026-10-21'} | ${'all'} | ${'all drives hold every day'}
    ${'B'}   | ${'2001-01-01'} | ${'2001-01-31'} | ${'B'}   | ${'nothing holds it: the chosen drive, and the page says so'}
  `('$why', ({ chosen, from, to, drive }) => {
    expect(driveForRange(drives, chosen, { from, to })).toBe(drive);
  });

  it('chooses all drives for the replacement day when another drive was chosen', () => {
    const three = withAllDrives(
      drivePeriods(
        [
          { fiscalDriveNumber: 'A', earliestDocumentTimestamp: '2026-01-01T09:00:00' },
          { fiscalDriveNumber: 'B', earliestDocumentTimestamp: '2026-05-05T10:00:00' },
          { fiscalDriveNumber: 'C', earliestDocumentTimestamp: '2026-09-09T10:00:00' },
        ],
        { ...window, permissionFrom: '2026-01-01T00:00:00' },
        '2026-11-28',
      ),
    );
    expect(driveForRange(three, 'C', { from: '2026-05-05', to: '2026-05-05' })).toBe('all');
  });

  it('keeps a register of one drive on it', () => {
    const one = drivePeriods(
      [{ fiscalDriveNumber: 'A', earliestDocumentTimestamp: '2026-01-01T09:00:00' }],
      window,
      '2026-11-28',
    );
    expect(driveForRange(one, 'A', { from: '2026-08-01', to: '2026-08-20' })).toBe('A');
  });
});
