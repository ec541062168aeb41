import { describe, expect, it } from 'vitest';
import { predates, reasonSince } from './since';
import { DRIVE } from './testing';
import type { Reason } from './types';

const ref = (fd: number, dateTime: string) => ({ drive: DRIVE, fd, dateTime });

describe('reasonSince', () => {
  it.each<[string, Reason, string | null]>([
    [
      'silence: the last document’s time, not its receive time',
      {
        code: 'silent',
        severity: 'critical',
        since: '2026-11-26T09:30:00Z',
        detail: {
          lastDocument: ref(2093, '2026-11-26T12:24:00'),
          lastReceivedUtc: '2026-11-26T09:30:00Z',
          hours: 43,
        },
      },
      '2026-11-26T12:24:00',
    ],
    [
      'a gap: the document before the first missing number',
      {
        code: 'fd-gap',
        severity: 'critical',
        since: null,
        detail: {
          drive: DRIVE,
          missing: 3,
          ranges: [
            {
              from: 40,
              to: 42,
              before: ref(39, '2026-11-25T10:00:00'),
              after: ref(43, '2026-11-25T18:00:00'),
            },
          ],
        },
      },
      '2026-11-25T10:00:00',
    ],
    [
      'a shift: its opening',
      {
        code: 'shift-too-long',
        severity: 'critical',
        since: '2026-11-24T00:00:00',
        detail: { drive: DRIVE, shiftNumber: 9, opened: ref(10, '2026-11-24T08:05:00'), hours: 50 },
      },
      '2026-11-24T08:05:00',
    ],
    [
      'documents not sent: the oldest waiting',
      {
        code: 'untransmitted',
        severity: 'warning',
        since: '2026-11-27T20:00:00',
        detail: {
          report: ref(50, '2026-11-27T22:00:00'),
          count: 4,
          oldest: '2026-11-27T19:40:00',
          firstFd: 46,
        },
      },
      '2026-11-27T19:40:00',
    ],
    [
      'late sending: the first day read',
      {
        code: 'transmission-delay',
        severity: 'warning',
        since: null,
        detail: {
          medianMinutes: 40,
          worstMinutes: 150,
          worst: ref(7, '2026-11-26T10:00:00'),
          documents: 30,
          from: '2026-11-25T08:00:00',
          to: '2026-11-27T20:00:00',
        },
      },
      '2026-11-25T08:00:00',
    ],
    [
      'a window ending: no moment',
      {
        code: 'window-ending',
        severity: 'warning',
        since: null,
        detail: { permissionTo: '2026-12-10T23:59:59', days: 12 },
      },
      null,
    ],
  ])('%s', (_why, reason, since) => {
    expect(reasonSince(reason)).toBe(since);
  });
});

describe('predates', () => {
  it.each`
    since                     | opened                        | answer   | why
    ${'2026-11-26T12:24:00'}  | ${'2026-11-28T04:41:00.000Z'} | ${true}  | ${'silent for two days before the server started'}
    ${'2026-11-28T09:00:00'}  | ${'2026-11-28T04:41:00.000Z'} | ${false} | ${'a local time that may be the same moment (UTC+4)'}
    ${'2026-11-28T04:00:00Z'} | ${'2026-11-28T04:41:00.000Z'} | ${true}  | ${'UTC, earlier'}
    ${null}                   | ${'2026-11-28T04:41:00.000Z'} | ${false} | ${'nothing known'}
  `('$why', ({ since, opened, answer }) => {
    expect(predates(since, opened)).toBe(answer);
  });
});
