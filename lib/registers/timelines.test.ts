import { describe, expect, it } from 'vitest';
import { addressTimeline, driveAt, driveTimeline } from './timelines';

describe('addressTimeline', () => {
  it('lists a moved register newest first, each period ending where the next began', () => {
    const timeline = addressTimeline({
      address: 'Nevsky 106',
      addresses: [
        { address: 'Nevsky 106', startDate: '2024-05-10T00:00:00' },
        { address: 'Marata 28', startDate: '2024-02-01T09:00:00' },
      ],
    });
    expect(timeline).toEqual([
      { address: 'Nevsky 106', startDate: '2024-05-10T00:00:00', endDate: null, current: true },
      {
        address: 'Marata 28',
        startDate: '2024-02-01T09:00:00',
        endDate: '2024-05-10T00:00:00',
        current: false,
      },
    ]);
  });

  it('falls back to the current address when the history is missing', () => {
    expect(addressTimeline({ address: 'Lenina 1', addresses: [] })).toEqual([
      { address: 'Lenina 1', startDate: null, endDate: null, current: true },
    ]);
    expect(addressTimeline({ address: '', addresses: [] })).toEqual([]);
  });
});

describe('driveTimeline', () => {
  const first = {
    fiscalDriveNumber: '9960440300001111',
    earliestDocumentTimestamp: '2024-01-03T08:01:00',
  };
  const second = {
    fiscalDriveNumber: '9960440300002222',
    earliestDocumentTimestamp: '2024-04-20T10:15:00',
  };

  it('marks the current drive and gives each earlier one the period until its successor', () => {
    const timeline = driveTimeline({ fiscalDrive: second, fiscalDrives: [second, first] });
    expect(timeline).toEqual([
      { ...second, servedUntil: null, current: true },
      { ...first, servedUntil: '2024-04-20T10:15:00', current: false },
    ]);
  });

  it('adds a current drive the list left out, and keeps operator order when dates are missing', () => {
    const fresh = { fiscalDriveNumber: '7281440500003333', earliestDocumentTimestamp: null };
    const timeline = driveTimeline({ fiscalDrive: fresh, fiscalDrives: [first, second] });
    expect(timeline.map((d) => [d.fiscalDriveNumber, d.current, d.servedUntil])).toEqual([
      ['7281440500003333', true, null],
      ['9960440300002222', false, null],
      ['9960440300001111', false, '2024-04-20T10:15:00'],
    ]);
  });

  it('takes the last listed drive as current when the operator names none', () => {
    const timeline = driveTimeline({ fiscalDrive: null, fiscalDrives: [first, second] });
    expect(timeline[0]).toMatchObject({
      fiscalDriveNumber: second.fiscalDriveNumber,
      current: true,
    });
  });

  it('finds the drive that served at a moment', () => {
    const timeline = driveTimeline({ fiscalDrive: second, fiscalDrives: [first, second] });
    expect(driveAt(timeline, '2024-04-20T10:14:59')?.fiscalDriveNumber).toBe(
      first.fiscalDriveNumber,
    );
    expect(driveAt(timeline, '2024-04-20T10:15:00')?.fiscalDriveNumber).toBe(
      second.fiscalDriveNumber,
    );
    expect(driveAt(timeline, '2023-12-31T23:59:59')).toBeUndefined();
  });
});
