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
  it('ends a replaced drive with the whole day its successor started', () => {
    expect(driveWindow(register, 'A')).toEqual({
      from: '2024-01-01T00:00:00',
      to: '2024-06-10T23:59:59',
    });
  });

  it('starts the current drive on the day of its first document and ends it with the permission', () => {
    expect(driveWindow(register, 'B')).toEqual({
      from: '2024-06-10T00:00:00',
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

  it('still cuts a boundary day at the permission, to the second', () => {
    const cut = { ...register, permissionTo: '2024-06-10T12:00:00' };
    expect(driveWindow(cut, 'A').to).toBe('2024-06-10T12:00:00');
    expect(driveWindow(cut, 'B')).toEqual({
      from: '2024-06-10T00:00:00',
      to: '2024-06-10T12:00:00',
    });
  });

  it('refuses a drive the register never had', () => {
    expect(() => driveWindow(register, 'Z')).toThrow(DriveNotInRegisterError);
  });
});

describe('driveWindow on a day when drives change', () => {
  const day = '2024-03-05';
  const window = { permissionFrom: '2024-01-01T00:00:00', permissionTo: '2024-12-31T23:59:59' };

  it('gives the replacement day to both drives when the new one starts the day the old one ends', () => {
    const drives = {
      ...window,
      fiscalDrives: [
        { fiscalDriveNumber: 'OLD', earliestDocumentTimestamp: '2024-02-01T08:00:00' },
        { fiscalDriveNumber: 'NEW', earliestDocumentTimestamp: `${day}T12:05:00` },
      ],
    };
    expect(driveWindow(drives, 'OLD').to).toBe(`${day}T23:59:59`);
    expect(driveWindow(drives, 'NEW').from).toBe(`${day}T00:00:00`);
  });

  it('gives the day to both drives when both start on it, in either order', () => {
    const old = { fiscalDriveNumber: 'OLD', earliestDocumentTimestamp: `${day}T09:00:00` };
    const fresh = { fiscalDriveNumber: 'NEW', earliestDocumentTimestamp: `${day}T12:05:00` };
    for (const fiscalDrives of [
      [old, fresh],
      [fresh, old],
    ]) {
      const drives = { ...window, fiscalDrives };
      expect(driveWindow(drives, 'OLD')).toEqual({
        from: `${day}T00:00:00`,
        to: `${day}T23:59:59`,
      });
      expect(driveWindow(drives, 'NEW')).toEqual({
        from: `${day}T00:00:00`,
        to: '2024-12-31T23:59:59',
      });
    }
  });

  it('lets neither of two drives with the same start end the other, whatever the listing order', () => {
    // An operator that keeps only the day names both drives' start as its midnight.
    const old = { fiscalDriveNumber: 'OLD', earliestDocumentTimestamp: `${day}T00:00:00` };
    const fresh = { fiscalDriveNumber: 'NEW', earliestDocumentTimestamp: `${day}T00:00:00` };
    for (const fiscalDrives of [
      [old, fresh],
      [fresh, old],
    ]) {
      const drives = { ...window, fiscalDrives };
      for (const drive of ['OLD', 'NEW']) {
        const w = driveWindow(drives, drive);
        expect(w.from <= `${day}T00:00:00` && w.to >= `${day}T23:59:59`).toBe(true);
      }
      expect(driveWindow(drives, 'NEW').to).toBe('2024-12-31T23:59:59');
    }
  });
});
