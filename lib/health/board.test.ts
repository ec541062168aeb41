import { describe, expect, it } from 'vitest';
import { boardCounts, sortBoard } from './board';
import { scanEnd, scanPeriod } from './scan';
import { boardRow } from './testing';
import type { HealthRow, Reason } from './types';

const reason = (code: Reason['code'], severity: Reason['severity']) =>
  ({ code, severity, since: null, detail: {} }) as unknown as Reason;

const row = (name: string, status: HealthRow['status'], reasons: Reason[]) =>
  boardRow({ rnm: name, name, status, reasons });

describe('the board', () => {
  it('puts the worst first: status, then critical reasons, then all reasons, then names', () => {
    const rows = [
      row('a', 'ok', []),
      row('b', 'warning', [reason('window-ending', 'warning')]),
      row('c', 'critical', [reason('silent', 'critical')]),
      row('d', 'critical', [reason('silent', 'critical'), reason('fd-gap', 'critical')]),
      row('e', 'warning', [reason('untransmitted', 'warning'), reason('drive-flag', 'warning')]),
    ];
    expect(sortBoard(rows).map((r) => r.name)).toEqual(['d', 'c', 'e', 'b', 'a']);
  });

  it('counts registers per reason (once each) and per status', () => {
    const rows = [
      row('a', 'ok', []),
      row('b', 'critical', [reason('fd-gap', 'critical'), reason('fd-gap', 'critical')]),
      row('c', 'critical', [reason('fd-gap', 'critical'), reason('silent', 'critical')]),
    ];
    expect(boardCounts(rows)).toEqual({
      reasons: { 'fd-gap': 2, silent: 1 },
      statuses: { ok: 1, critical: 2 },
    });
  });
});

describe('scanPeriod', () => {
  const window = { from: '2026-01-01T00:00:00', to: '2026-12-31T23:59:59' };
  it('reads the three days up to the last document', () => {
    expect(scanPeriod('2026-03-10T12:00:00', window)).toEqual({
      from: '2026-03-08',
      to: '2026-03-10',
      scannedFrom: '2026-03-08T00:00:00',
    });
  });
  it('stays inside the window, to the second', () => {
    expect(scanPeriod('2026-01-03T12:00:00', { ...window, from: '2026-01-02T14:30:00' })).toEqual({
      from: '2026-01-02',
      to: '2026-01-03',
      scannedFrom: '2026-01-02T14:30:00',
    });
    expect(scanPeriod('2027-02-01T10:00:00', window)?.to).toBe('2026-12-31');
  });
  it('ends at the shop\'s "now" when the record names no last document', () => {
    const now = Date.parse('2026-03-10T20:30:00Z');
    expect(scanEnd('2026-02-01T09:00:00', 3, now)).toBe('2026-02-01T09:00:00');
    // Vladivostok (UTC+10): already the 11th there.
    expect(scanEnd(null, 10, now)).toBe('2026-03-11T06:30:00');
    expect(scanPeriod(scanEnd(null, 3, now), window)).toEqual({
      from: '2026-03-08',
      to: '2026-03-10',
      scannedFrom: '2026-03-08T00:00:00',
    });
  });
  it('reads nothing without a document or outside the window', () => {
    expect(scanPeriod(null, window)).toBeNull();
    expect(scanPeriod('2025-06-01T10:00:00', window)).toBeNull();
    expect(scanPeriod('2026-03-10T12:00:00', { from: window.to, to: window.from })).toBeNull();
  });
});
