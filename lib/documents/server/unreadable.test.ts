import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '@/lib/testing/fiscal-examples';
import { createDayReader } from './day-reader';

// A day as a real operator may send it: good documents, one with a required field it cannot read,
// one of another register, one far larger than a document can be. None of them fails the day, and
// each unreadable one is described for the person looking at the list.

const receipt = EXAMPLES.receipt.spec as Record<string, unknown>;
const RNM = String(receipt.kktRegId).trim();
const DRIVE = String(receipt.fiscalDriveNumber).trim();
const DAY = String(receipt.dateTime).slice(0, 10);
const MOSCOW = { name: 'UTC+3', utcOffset: 3, assumed: false };
const at = (fd: number, time: string, extra: Record<string, unknown> = {}) => ({
  receipt: { ...receipt, fiscalDocumentNumber: fd, dateTime: `${DAY}T${time}`, ...extra },
});

function readDay(elements: unknown[], cut: number, limit?: number) {
  const bytes = new TextEncoder().encode(JSON.stringify(elements));
  const reader = createDayReader({ rnm: RNM, drive: DRIVE, day: DAY, zone: MOSCOW }, limit);
  for (let from = 0; from < bytes.length; from += cut) reader.push(bytes.slice(from, from + cut));
  return reader.end();
}

describe('unreadable documents of a day', () => {
  const huge = at(4, '12:00:00', {
    items: [{ name: 'x'.repeat(5000), price: 1, quantity: 1, sum: 1 }],
  });
  const elements = [
    at(1, '09:00:00'),
    at(2, '10:00:00', { totalSum: '579.46' }),
    at(3, '11:00:00', { kktRegId: '0000000000000001' }),
    huge,
    at(5, '13:00:00'),
  ];

  it.each([7, 100, 100_000])('are listed, not lost, whatever the chunks (%i bytes)', (cut) => {
    const day = readDay(elements, cut, 2000);
    expect(day.documents.map((d) => d.fiscalDocumentNumber)).toEqual([1, 5]);
    expect(day.unreadable).toHaveLength(3);
    const [bad, foreign, large] = day.unreadable;
    expect(bad).toMatchObject({
      reason: 'unreadable',
      fiscalDocumentNumber: 2,
      type: 'receipt',
      dateTime: `${DAY}T10:00:00`,
      detail: expect.stringContaining('totalSum'),
      raw: elements[1],
    });
    expect(foreign).toMatchObject({ reason: 'otherRegister', fiscalDocumentNumber: 3 });
    expect(large?.reason).toBe('tooLarge');
    expect(large?.raw).toBeUndefined();
  });
});
