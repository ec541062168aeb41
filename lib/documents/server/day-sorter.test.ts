import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RegisterTimeZone } from '@/lib/dates/wall-clock';
import { EXAMPLES } from '@/lib/testing/fiscal-examples';
import { createDaySorter } from './day-sorter';

// Nothing an operator sends for a day is dropped: every element of any answer ends up exactly
// once, as a document of the day, a document of another day, another drive's, or an unreadable
// entry with its raw JSON (docs/real-operators.md, "Nothing dropped").

const receipt = EXAMPLES.receipt.spec as Record<string, unknown>;
const RNM = String(receipt.kktRegId).trim();
const DRIVE = String(receipt.fiscalDriveNumber).trim();
const DAY = '2024-09-17';
const MOSCOW: RegisterTimeZone = { name: 'UTC+3', utcOffset: 3, assumed: false };

const times = fc.oneof(
  fc.constantFrom(
    `${DAY}T00:00:00`,
    `${DAY}T23:59:59`,
    '2024-09-16T23:59:59',
    '2024-09-18T00:00:00',
  ),
  // Epoch seconds around the day's edges in Moscow: 21:00 UTC the day before is its midnight.
  fc.integer({ min: Date.UTC(2024, 8, 16, 18) / 1000, max: Date.UTC(2024, 8, 18, 3) / 1000 }),
  fc.constantFrom('not a time', null, '2024-02-30T10:00:00'),
);
const elements = fc.array(
  fc.oneof(
    fc
      .record({
        time: times,
        rnm: fc.constantFrom(RNM, `${RNM}    `, '0000000000000001'),
        drive: fc.constantFrom(DRIVE, '9999078860700001'),
        total: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constant('1.00')),
      })
      .map(({ time, rnm, drive, total }) => ({
        receipt: {
          ...receipt,
          dateTime: time,
          kktRegId: rnm,
          fiscalDriveNumber: drive,
          totalSum: total,
        },
      })),
    fc.anything(),
  ),
  { maxLength: 40 },
);

describe('createDaySorter', () => {
  it('accounts for every element exactly once (property)', () => {
    fc.assert(
      fc.property(elements, fc.boolean(), fc.boolean(), (list, allDrives, onlyOwn) => {
        const sorter = createDaySorter({
          rnm: RNM,
          drive: DRIVE,
          day: DAY,
          zone: MOSCOW,
          allDrives,
          // A record that names only the asked drive: another drive's document cannot be placed.
          drives: onlyOwn ? [DRIVE] : undefined,
        });
        for (const element of list) sorter.take(element);
        const day = sorter.end();
        const listed = day.documents.length;
        expect(listed + day.elsewhere.length + day.otherDrives.length + day.unreadable.length).toBe(
          list.length,
        );
        expect(day.documents.every((d) => d.dateTime.startsWith(DAY))).toBe(true);
        expect(day.elsewhere.every((d) => !d.dateTime.startsWith(DAY))).toBe(true);
        if (!allDrives || onlyOwn) expect(day.otherDrives).toEqual([]);
        expect(day.otherDrives.every((d) => d.drive === '9999078860700001')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('puts an epoch receipt on the day of its wall clock in the register zone', () => {
    // 22:30 UTC on the 16th is 01:30 on the 17th in Moscow: a receipt of the 17th.
    const epoch = Date.UTC(2024, 8, 16, 22, 30) / 1000;
    const sorter = createDaySorter({ rnm: RNM, drive: DRIVE, day: DAY, zone: MOSCOW });
    sorter.take({ receipt: { ...receipt, dateTime: epoch } });
    sorter.take({ receipt: { ...receipt, dateTime: epoch - 3 * 3600 } });
    const day = sorter.end();
    expect(day.documents.map((d) => d.dateTime)).toEqual([`${DAY}T01:30:00`]);
    expect(day.elsewhere.map((d) => d.dateTime)).toEqual(['2024-09-16T22:30:00']);
  });

  it('takes localDateTime over the epoch, and the default zone by its IANA name', () => {
    const epoch = Date.UTC(2022, 5, 11, 14, 30) / 1000;
    const vladivostok: RegisterTimeZone = { name: 'Asia/Vladivostok', assumed: true };
    const sorter = createDaySorter({
      rnm: RNM,
      drive: DRIVE,
      day: '2022-06-11',
      zone: vladivostok,
    });
    sorter.take({ receipt: { ...receipt, dateTime: epoch, localDateTime: '2022-06-11T17:30' } });
    sorter.take({ receipt: { ...receipt, dateTime: epoch } });
    const day = sorter.end();
    expect(day.documents.map((d) => d.dateTime)).toEqual(['2022-06-11T17:30:00']);
    // 14:30 UTC is 00:30 of the next day in Vladivostok (UTC+10).
    expect(day.elsewhere.map((d) => d.dateTime)).toEqual(['2022-06-12T00:30:00']);
  });
});
