import { describe, expect, it } from 'vitest';
import { assessRegister } from './assess';
import type { HealthInput } from './input';
import { DRIVE, NOW, OLD_DRIVE, dayOfDocuments, doc, input, register } from './testing';
import type { ReasonCode } from './types';

// Each reason of the health model on hand-made documents, with the boundaries that matter.

const HOUR = 3_600_000;
/** The register on DRIVE since `since`, after OLD_DRIVE (in use since `oldSince`) when given. */
const onDrives = (since: string, oldSince?: string) =>
  register({
    fiscalDrives: [
      ...(oldSince ? [{ fiscalDriveNumber: OLD_DRIVE, earliestDocumentTimestamp: oldSince }] : []),
      { fiscalDriveNumber: DRIVE, earliestDocumentTimestamp: since },
    ],
  });
const codes = (value: HealthInput) => assessRegister(value).reasons.map((r) => r.code);
const reason = <C extends ReasonCode>(value: HealthInput, code: C) => {
  const found = assessRegister(value).reasons.find((r) => r.code === code);
  if (!found) throw new Error(`no ${code} in ${codes(value).join(', ')}`);
  return found as Extract<typeof found, { code: C }>;
};

describe('assessRegister', () => {
  it('finds nothing wrong with a healthy register', () => {
    expect(assessRegister(input())).toEqual({
      organizationId: 'org-1',
      rnm: '0000000001000001',
      status: 'ok',
      reasons: [],
    });
  });

  describe('silent', () => {
    // The last document (FD 105, 11:00 Samara = 07:00 UTC) was received at 07:01 UTC.
    const lastReceived = Date.parse('2026-03-10T07:01:00Z');
    it('is not silent at exactly 24 hours', () => {
      expect(codes(input({ now: lastReceived + 24 * HOUR }))).not.toContain('silent');
    });
    it('is silent one second later, since the last receive time', () => {
      const r = reason(input({ now: lastReceived + 24 * HOUR + 1000 }), 'silent');
      expect(r.severity).toBe('critical');
      expect(r.since).toBe('2026-03-10T07:01:00Z');
      expect(r.detail).toMatchObject({ lastDocument: { fd: 105, drive: DRIVE }, hours: 24 });
    });
    it('follows HEALTH_SILENT_HOURS', () => {
      const value = input({ now: lastReceived + 3 * HOUR, settings: { silentHours: 2 } });
      expect(codes(value)).toContain('silent');
    });
    it('uses the register record when no document was read', () => {
      const r = reason(input({ documents: [], now: NOW + 48 * HOUR }), 'silent');
      expect(r.detail.lastDocument).toBeNull();
      expect(r.since).toBe('2026-03-10T11:00:00');
    });
    it('without a last document in the record, counts from the first day read, not the window', () => {
      const value = input({
        documents: [],
        now: NOW,
        register: register({ lastDocumentTimestamp: null, permissionFrom: '2018-08-27T00:00:00' }),
        scannedFrom: '2026-03-08T00:00:00',
      });
      const r = reason(value, 'silent');
      expect(r.detail.lastDocument).toBeNull();
      // 08:00 UTC on the 10th is 12:00 in Samara (UTC+4): 60 hours since the 8th began.
      expect(r.detail.hours).toBe(60);
    });
    it('says nothing while the window is closed', () => {
      const value = input({
        now: NOW + 72 * HOUR,
        register: register({ permissionTo: '2026-03-11T23:59:59' }),
      });
      expect(codes(value)).toEqual(['window-ended']);
    });
  });

  describe('untransmitted', () => {
    it('reads the latest report that states the count', () => {
      const docs = dayOfDocuments();
      docs[5] = doc(105, '2026-03-10T11:00:00', {
        type: 'closeShift',
        flags: [],
        notTransmitted: 3,
        notTransmittedSince: '2026-03-10T09:30:00',
        notTransmittedFd: 102,
      });
      const r = reason(input({ documents: docs }), 'untransmitted');
      expect(r).toMatchObject({ severity: 'warning', since: '2026-03-10T09:30:00' });
      expect(r.detail).toEqual({
        report: { drive: DRIVE, fd: 105, dateTime: '2026-03-10T11:00:00' },
        count: 3,
        oldest: '2026-03-10T09:30:00',
        firstFd: 102,
      });
    });
    it('reads a current state report as well as a closing one', () => {
      const docs = [
        ...dayOfDocuments(),
        doc(106, '2026-03-10T11:30:00', {
          type: 'currentStateReport',
          notTransmitted: 1,
          notTransmittedSince: '2026-03-10T11:00:00',
        }),
      ];
      const r = reason(input({ documents: docs }), 'untransmitted');
      expect(r.detail).toMatchObject({ report: { fd: 106 }, count: 1 });
    });
    it('is cleared by a later report that says nothing is waiting', () => {
      const docs = [
        doc(99, '2026-03-09T20:00:00', { type: 'closeShift', notTransmitted: 4 }),
        ...dayOfDocuments(),
      ];
      expect(codes(input({ documents: docs }))).not.toContain('untransmitted');
    });
  });

  describe('transmission-delay', () => {
    it('flags a register whose median document arrives late, with median and worst', () => {
      const late = dayOfDocuments().map((d, i) =>
        doc(d.fd, d.dateTime, { ...d, receivedUtc: undefined, delayMinutes: 40 + i * 10 }),
      );
      const r = reason(input({ documents: late }), 'transmission-delay');
      expect(r.detail).toMatchObject({
        medianMinutes: 65,
        worstMinutes: 90,
        worst: { fd: 105 },
        documents: 6,
      });
    });
    it('ignores one late document among punctual ones', () => {
      const docs = dayOfDocuments();
      docs[2] = doc(102, '2026-03-10T09:30:00', { delayMinutes: 600 });
      expect(codes(input({ documents: docs }))).not.toContain('transmission-delay');
    });
    it('compares in the register’s time zone, read from its address', () => {
      // Stamped in Samara (UTC+4) and received within a minute: on time there, but the same wall
      // clock read as Novosibirsk time (UTC+7) would mean three hours late.
      expect(codes(input())).not.toContain('transmission-delay');
      const elsewhere = input({ register: register({ address: '630099, г. Новосибирск' }) });
      expect(reason(elsewhere, 'transmission-delay').detail.medianMinutes).toBe(181);
    });
  });

  describe('drive-flag', () => {
    const flagged = (flags: ('replace' | 'memory' | 'exhaustion' | 'ofdTimeout')[]) => {
      const docs = dayOfDocuments();
      docs[0] = doc(100, '2026-03-10T08:00:00', { type: 'openShift', flags });
      docs[5] = doc(105, '2026-03-10T11:00:00', { type: 'closeShift', flags });
      return input({ documents: docs });
    };
    it('raises a warning for memory nearly full, since the first flagged report', () => {
      const r = reason(flagged(['memory']), 'drive-flag');
      expect(r).toMatchObject({ severity: 'warning', since: '2026-03-10T08:00:00' });
      expect(r.detail).toEqual({
        report: { drive: DRIVE, fd: 105, dateTime: '2026-03-10T11:00:00' },
        flags: ['memory'],
      });
    });
    it.each([['exhaustion'], ['memory'], ['ofdTimeout']] as const)(
      'raises a warning for %s alone',
      (flag) => {
        const r = reason(flagged([flag]), 'drive-flag');
        expect(r).toMatchObject({ severity: 'warning', detail: { flags: [flag] } });
      },
    );
    it('is critical when the drive must be replaced now', () => {
      expect(reason(flagged(['replace', 'exhaustion']), 'drive-flag').severity).toBe('critical');
    });
    it('looks only at the latest report', () => {
      const docs = dayOfDocuments();
      docs[0] = doc(100, '2026-03-10T08:00:00', { type: 'openShift', flags: ['memory'] });
      expect(codes(input({ documents: docs }))).not.toContain('drive-flag');
    });
  });

  describe('drive-expiring', () => {
    const registered = (at: string) =>
      input({
        register: onDrives(at),
      });
    it('warns 30 days ahead, from the registration date and the 15-month key term', () => {
      const r = reason(registered('2024-12-30T09:00:00'), 'drive-expiring');
      expect(r.severity).toBe('warning');
      expect(r.detail).toEqual({
        drive: DRIVE,
        registeredAt: '2024-12-30T09:00:00',
        termMonths: 15,
        validUntil: '2026-03-30T09:00:00',
        daysLeft: 19,
      });
    });
    it('says nothing 31 days ahead', () => {
      expect(codes(registered('2025-01-11T13:00:00'))).not.toContain('drive-expiring');
    });
    it('is critical under 3 days', () => {
      // 2024-12-12 + 15 months = 2026-03-12 13:00, two days and an hour after now.
      const r = reason(registered('2024-12-12T13:00:00'), 'drive-expiring');
      expect(r).toMatchObject({ severity: 'critical', detail: { daysLeft: 2 } });
    });
    it('judges the current drive only, not a replaced one whose keys ran out', () => {
      const value = input({
        register: onDrives('2025-10-01T09:00:00', '2022-01-01T09:00:00'),
      });
      expect(codes(value)).not.toContain('drive-expiring');
    });
    it('is critical once the keys have run out', () => {
      expect(reason(registered('2024-11-01T09:00:00'), 'drive-expiring').severity).toBe('critical');
    });
    it('says nothing for a drive model whose term is unknown', () => {
      const value = input({
        register: register({
          currentDrive: '1234567890123456',
          fiscalDrives: [
            {
              fiscalDriveNumber: '1234567890123456',
              earliestDocumentTimestamp: '2020-01-01T00:00:00',
            },
          ],
        }),
      });
      expect(codes(value)).not.toContain('drive-expiring');
    });
  });

  describe('shift-too-long', () => {
    const open = [
      doc(100, '2026-03-09T12:00:00', { type: 'openShift' }),
      doc(101, '2026-03-09T13:00:00'),
    ];
    // Opened 2026-03-09 12:00 Samara = 08:00 UTC.
    const opened = Date.parse('2026-03-09T08:00:00Z');
    it('is fine at exactly 24 hours', () => {
      expect(codes(input({ documents: open, now: opened + 24 * HOUR }))).not.toContain(
        'shift-too-long',
      );
    });
    it('is critical past 24 hours, since the opening', () => {
      const r = reason(
        input({ documents: open, now: opened + 24 * HOUR + 1000 }),
        'shift-too-long',
      );
      expect(r).toMatchObject({ severity: 'critical', since: '2026-03-09T12:00:00' });
      expect(r.detail).toEqual({
        drive: DRIVE,
        shiftNumber: 7,
        opened: { drive: DRIVE, fd: 100, dateTime: '2026-03-09T12:00:00' },
        hours: 24,
      });
    });
    it('counts a shift opened before the days read from their first day', () => {
      const r = reason(
        input({ documents: [doc(101, '2026-03-09T13:00:00')], now: NOW }),
        'shift-too-long',
      );
      expect(r.since).toBe('2026-03-04T00:00:00');
      expect(r.detail.opened).toBeNull();
    });
    it('is fine once closed', () => {
      expect(codes(input({ now: NOW + 20 * HOUR }))).not.toContain('shift-too-long');
    });
    it('is not judged from lists of receipts only, which never show a shift closing', () => {
      const receipts = [
        doc(101, '2026-03-08T13:00:00', { shiftNumber: 6 }),
        doc(103, '2026-03-09T13:00:00'),
      ];
      expect(codes(input({ documents: receipts }))).toContain('shift-too-long');
      const receiptsOnly = register({ listsEveryDocument: false });
      expect(codes(input({ register: receiptsOnly, documents: receipts }))).not.toContain(
        'shift-too-long',
      );
    });
  });

  describe('fd-gap', () => {
    it('lists the missing range with the documents around it', () => {
      const docs = dayOfDocuments().filter((d) => d.fd !== 102 && d.fd !== 103);
      const r = reason(input({ documents: docs }), 'fd-gap');
      expect(r).toMatchObject({ severity: 'critical', since: '2026-03-10T09:00:00' });
      expect(r.detail).toEqual({
        drive: DRIVE,
        missing: 2,
        ranges: [
          {
            from: 102,
            to: 103,
            before: { drive: DRIVE, fd: 101, dateTime: '2026-03-10T09:00:00' },
            after: { drive: DRIVE, fd: 104, dateTime: '2026-03-10T10:30:00' },
          },
        ],
      });
    });
    it('finds a gap at the start of a drive that began inside the days read', () => {
      const value = input({
        register: onDrives('2026-03-10T08:00:00'),
        documents: [doc(3, '2026-03-10T08:00:00', { type: 'openShift', shiftNumber: 1 })],
      });
      const r = reason(value, 'fd-gap');
      expect(r.detail.ranges).toEqual([
        {
          from: 1,
          to: 2,
          before: null,
          after: { drive: DRIVE, fd: 3, dateTime: '2026-03-10T08:00:00' },
        },
      ]);
    });
    it('is not judged from lists of receipts only, whose numbers skip every report', () => {
      const receipts = dayOfDocuments().filter((d) => d.type === 'receipt' && d.fd !== 102);
      expect(codes(input({ documents: receipts }))).toContain('fd-gap');
      const receiptsOnly = register({ listsEveryDocument: false });
      expect(codes(input({ register: receiptsOnly, documents: receipts }))).not.toContain('fd-gap');
    });
    it('does not count numbers older than the days read as missing', () => {
      // The drive began in October; the days read start at FD 100.
      expect(codes(input())).not.toContain('fd-gap');
    });
    it('does not see a gap where a replaced drive ends and the new one starts at 1', () => {
      const value = input({
        register: onDrives('2026-03-10T07:30:00', '2024-01-01T09:00:00'),
        documents: [
          doc(4101, '2026-03-09T20:00:00', {
            drive: OLD_DRIVE,
            type: 'closeShift',
            flags: ['replace'],
            notTransmitted: 2,
          }),
          doc(4102, '2026-03-09T20:10:00', {
            drive: OLD_DRIVE,
            type: 'closeArchive',
            shiftNumber: undefined,
          }),
          doc(1, '2026-03-10T07:30:00', { type: 'fiscalReportCorrection', shiftNumber: undefined }),
          ...dayOfDocuments().map((d, i) => ({ ...d, fd: i + 2, shiftNumber: 1 })),
        ],
      });
      // Neither a gap, nor the old drive's last warnings, nor its untransmitted count.
      expect(codes(value)).toEqual([]);
    });
  });

  describe('permission window', () => {
    const windowed = (permissionFrom: string, permissionTo: string) =>
      input({ register: register({ permissionFrom, permissionTo }) });
    it('has ended', () => {
      const r = reason(windowed('2025-01-01T00:00:00', '2026-03-01T23:59:59'), 'window-ended');
      expect(r).toMatchObject({ severity: 'critical', since: '2026-03-01T23:59:59' });
    });
    it('ends within 30 days', () => {
      const r = reason(windowed('2025-01-01T00:00:00', '2026-03-30T23:59:59'), 'window-ending');
      expect(r.detail).toEqual({ permissionTo: '2026-03-30T23:59:59', days: 20 });
      expect(codes(windowed('2025-01-01T00:00:00', '2026-04-10T23:59:59'))).toEqual([]);
      // The 30th day still counts, as on the register page (lib/registers/permission-status.ts).
      expect(codes(windowed('2025-01-01T00:00:00', '2026-04-09T23:59:59'))).toEqual([
        'window-ending',
      ]);
    });
    it('has not started', () => {
      const r = reason(
        windowed('2026-03-13T00:00:00', '2027-03-01T23:59:59'),
        'window-not-started',
      );
      // 12:00 on the 10th to the 13th: three calendar days, as the register page's badge says.
      expect(r.detail.days).toBe(3);
    });
  });

  it('orders critical reasons first and takes the worst as the status', () => {
    const docs = dayOfDocuments().filter((d) => d.fd !== 103);
    docs[docs.length - 1] = doc(105, '2026-03-10T11:00:00', {
      type: 'closeShift',
      flags: ['memory'],
    });
    const health = assessRegister(
      input({ documents: docs, register: register({ permissionTo: '2026-03-20T23:59:59' }) }),
    );
    expect(health.status).toBe('critical');
    expect(health.reasons.map((r) => [r.code, r.severity])).toEqual([
      ['fd-gap', 'critical'],
      ['drive-flag', 'warning'],
      ['window-ending', 'warning'],
    ]);
  });
});
