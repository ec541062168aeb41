import { describe, expect, it } from 'vitest';
import { browseRange } from './browse-range';
import { driveTimeline } from './timelines';

const old = { fiscalDriveNumber: '1111', earliestDocumentTimestamp: '2024-01-03T08:00:00' };
const fresh = { fiscalDriveNumber: '2222', earliestDocumentTimestamp: '2024-05-20T10:00:00' };
const drives = driveTimeline({ fiscalDrive: fresh, fiscalDrives: [old, fresh] });
const window = (from: string, to: string) => ({ permissionFrom: from, permissionTo: to });

// The windows the cases open in: one open long before and after, one that starts mid-day, one
// that has ended.
const open = window('2023-12-01T00:00:00', '2025-06-01T23:59:59');
const midDay = window('2024-06-12T14:30:00', '2025-06-01T23:59:59');
const ended = window('2023-12-01T00:00:00', '2024-04-30T23:59:59');

describe('browseRange', () => {
  it.each`
    name                                                                      | permission | today           | drive     | from            | to
    ${'opens the last seven days up to today on the current drive'}           | ${open}    | ${'2024-06-15'} | ${'2222'} | ${'2024-06-09'} | ${'2024-06-15'}
    ${'starts no earlier than the window, even mid-day'}                      | ${midDay}  | ${'2024-06-15'} | ${'2222'} | ${'2024-06-12'} | ${'2024-06-15'}
    ${'starts no earlier than the drive it opens'}                            | ${open}    | ${'2024-05-22'} | ${'2222'} | ${'2024-05-20'} | ${'2024-05-22'}
    ${'ends on the last day of an ended window, on the drive installed then'} | ${ended}   | ${'2024-06-15'} | ${'1111'} | ${'2024-04-24'} | ${'2024-04-30'}
  `('$name', ({ permission, today, drive, from, to }) => {
    expect(browseRange(permission, drives, today)).toEqual({ drive, from, to });
  });

  it('offers nothing before the window starts', () => {
    expect(
      browseRange(window('2024-06-18T00:00:00', '2025-06-18T23:59:59'), drives, '2024-06-15'),
    ).toBeNull();
    expect(browseRange(open, [], '2024-06-15')).toBeNull();
  });
});
