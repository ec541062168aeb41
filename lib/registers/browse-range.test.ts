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

  it('ends on the day of the last document when the register fell silent before the last week', () => {
    expect(browseRange(open, drives, '2024-06-15', '2024-05-28T17:40:00')).toEqual({
      drive: '2222',
      from: '2024-05-22',
      to: '2024-05-28',
    });
    // On the drive installed then, no earlier than it.
    expect(browseRange(open, drives, '2024-06-15', '2024-03-01T09:00:00')).toEqual({
      drive: '1111',
      from: '2024-02-24',
      to: '2024-03-01',
    });
    // A last document inside the last week, or before the window, changes nothing.
    expect(browseRange(open, drives, '2024-06-15', '2024-06-10T09:00:00')?.to).toBe('2024-06-15');
    expect(browseRange(midDay, drives, '2024-06-15', '2024-05-01T09:00:00')?.to).toBe('2024-06-15');
  });

  it('offers nothing before the window starts', () => {
    expect(
      browseRange(window('2024-06-18T00:00:00', '2025-06-18T23:59:59'), drives, '2024-06-15'),
    ).toBeNull();
    expect(browseRange(open, [], '2024-06-15')).toBeNull();
  });
});
