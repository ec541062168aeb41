import { describe, expect, it } from 'vitest';
import { driveHistory } from '@/lib/testing/register-history';
import { toRegisterRow } from './register-row';

const base = {
  regNumber: '0000000003065868',
  serialNumber: '00106300012345',
  name: 'Касса 1',
  modelName: 'АТОЛ 30Ф',
  salesPointName: 'Универсам',
  address: 'Новосибирск, Красный пр-кт, д. 29',
  permissionFrom: '2024-01-01T00:00:00',
  permissionTo: '2024-07-01T23:59:59',
  lastDocumentTimestamp: '2024-06-14T22:58:10',
};

describe('toRegisterRow', () => {
  it('takes the current drive with its earliest document and counts every drive', () => {
    const row = toRegisterRow(
      {
        ...base,
        ...driveHistory(
          'fiscalDriveNumber',
          ['1111', '2024-01-02T09:00:00'],
          ['2222', '2024-04-01T09:00:00'],
        ),
      },
      '2024-06-15',
    );
    expect(row).toMatchObject({
      drive: '2222',
      driveSince: '2024-04-01T09:00:00',
      driveCount: 2,
      status: 'endingSoon',
      statusDays: 16,
      lastDocumentTimestamp: '2024-06-14T22:58:10',
    });
  });

  it('copes with a register without any drive', () => {
    const row = toRegisterRow({ ...base, fiscalDrive: null, fiscalDrives: [] }, '2024-08-01');
    expect(row).toMatchObject({ drive: '', driveSince: null, driveCount: 0, status: 'ended' });
  });
});
