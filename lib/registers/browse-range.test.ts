import { describe, expect, it } from 'vitest';
import { browseRange } from './browse-range';
import { driveTimeline } from './timelines';

const old = { fiscalDriveNumber: '1111', earliestDocumentTimestamp: '2024-01-03T08:00:00' };
const fresh = { fiscalDriveNumber: '2222', earliestDocumentTimestamp: '2024-05-20T10:00:00' };
const drives = driveTimeline({ fiscalDrive: fresh, fiscalDrives: [old, fresh] });
const window = (from: string, to: string) => ({ permissionFrom: from, permissionTo: to });

describe('browseRange', () => {
  it.each([
    [
      'opens the last seven days up to today on the current drive',
      window('2023-12-01T00:00:00', '2025-06-01T23:59:59'),
      '2024-06-15',
      { drive: '2222', from: '2024-06-09', to: '2024-06-15' },
    ],
    [
      'starts no earlier than the window, even mid-day',
      window('2024-06-12T14:30:00', '2025-06-01T23:59:59'),
      '2024-06-15',
      { drive: '2222', from: '2024-06-12', to: '2024-06-15' },
    ],
    [
      'starts no earlier than the drive it opens',
      window('2023-12-01T00:00:00', '2025-06-01T23:59:59'),
      '2024-05-22',
      { drive: '2222', from: '2024-05-20', to: '2024-05-22' },
    ],
    [
      'ends on the last day of an ended window, on the drive installed then',
      window('2023-12-01T00:00:00', '2024-04-30T23:59:59'),
      '2024-06-15',
      { drive: '1111', from: '2024-04-24', to: '2024-04-30' },
    ],
  ])('%s', (_name, permission, today, expected) => {
    expect(browseRange(permission, drives, today)).toEqual(expected);
  });

  it('offers nothing before the window starts', () => {
    expect(
      browseRange(window('2024-06-18T00:00:00', '2025-06-18T23:59:59'), drives, '2024-06-15'),
    ).toBeNull();
    expect(
      browseRange(window('2023-12-01T00:00:00', '2025-06-01T23:59:59'), [], '2024-06-15'),
    ).toBeNull();
  });
});
