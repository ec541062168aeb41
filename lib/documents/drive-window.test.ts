import { describe, expect, it } from 'vitest';
import { DriveNotInRegisterError } from '@/lib/ofd/errors';
import { driveWindow } from './drive-window';

const register = {
  permissionFrom: '2024-01-01T00:00:00',
  permissionTo: '2024-12-31T23:59:59',
  // Listed out of order on purpose: the window follows the drives' own dates.
  fiscalDrives: [
    { fiscalDriveNumber: 'B', earliestDocumentTimestamp: '2024-06-10T09:00:00' },
    { fiscalDriveNumber: 'A', earliestDocumentTimestamp: '2023-11-01T08:00:00' },
    { fiscalDriveNumber: 'C', earliestDocumentTimestamp: null },
  ],
};

describe('driveWindow', () => {
  it('ends a replaced drive one second before its successor’s first document', () => {
    expect(driveWindow(register, 'A')).toEqual({
      from: '2024-01-01T00:00:00',
      to: '2024-06-10T08:59:59',
    });
  });

  it('starts the current drive at its first document and ends it with the permission', () => {
    expect(driveWindow(register, 'B')).toEqual({
      from: '2024-06-10T09:00:00',
      to: '2024-12-31T23:59:59',
    });
  });

  it('gives the permission window to a drive without documents yet', () => {
    expect(driveWindow(register, 'C')).toEqual({
      from: '2024-01-01T00:00:00',
      to: '2024-12-31T23:59:59',
    });
  });

  it('is empty when the drive was replaced before the permission began', () => {
    const late = { ...register, permissionFrom: '2024-07-01T00:00:00' };
    const w = driveWindow(late, 'A');
    expect(w.from > w.to).toBe(true);
  });

  it('refuses a drive the register never had', () => {
    expect(() => driveWindow(register, 'Z')).toThrow(DriveNotInRegisterError);
  });
});
