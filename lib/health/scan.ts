import type { CachedDocument } from '@/lib/documents/contract';
import { addDays, type CalendarDate } from '@/lib/dates/calendar';
import { epochToLocal } from '@/lib/dates/regions';
import type { HealthDocument } from './input';

// Which days the health model reads, and what it takes of each cached document. Recent days only:
// the three days up to the register's last document (not up to today, so that a register silent
// for a month is still judged on what it last sent), inside the window the integrator may read.
// Three days hold the latest closing report (the scan ends at the last document) and enough
// documents for a median delay, for three small `tickets` calls per register on a cold board.

export const HEALTH_SCAN_DAYS = 3;

export type ScanPeriod = { from: CalendarDate; to: CalendarDate; scannedFrom: string };

/**
 * Where the scanned days end: the record's last document, else the shop's "now". The spec's
 * register records carry no last document; with nothing read, a register was called silent since
 * its window opened, years back, whatever it had sent.
 */
export function scanEnd(lastDocument: string | null, utcOffset: number, now: number): string {
  return lastDocument ?? epochToLocal(now, utcOffset);
}

/** `window`: the permission window ∩ the current drive's period (lib/documents/server/drive-window.ts). */
export function scanPeriod(
  lastDocument: string | null,
  window: { from: string; to: string },
): ScanPeriod | null {
  if (!lastDocument || window.from > window.to) return null;
  const last = lastDocument < window.to ? lastDocument : window.to;
  const to = last.slice(0, 10);
  const earliest = addDays(to, -(HEALTH_SCAN_DAYS - 1));
  const from = window.from.slice(0, 10) > earliest ? window.from.slice(0, 10) : earliest;
  if (from > to) return null;
  const start = `${from}T00:00:00`;
  return { from, to, scannedFrom: start > window.from ? start : window.from };
}

export function toHealthDocument(doc: CachedDocument, drive: string): HealthDocument {
  const out: HealthDocument = {
    drive,
    fd: doc.fiscalDocumentNumber,
    type: doc.type,
    dateTime: doc.dateTime,
  };
  if (doc.shiftNumber !== undefined) out.shiftNumber = doc.shiftNumber;
  if (doc.receivedUtc !== undefined) out.receivedUtc = doc.receivedUtc;
  const signals = 'signals' in doc ? doc.signals : undefined;
  if (signals) {
    out.notTransmitted = signals.notTransmitted;
    if (signals.notTransmittedSince) out.notTransmittedSince = signals.notTransmittedSince;
    if (signals.notTransmittedFd !== undefined) out.notTransmittedFd = signals.notTransmittedFd;
    if (signals.flags) out.flags = signals.flags;
  }
  return out;
}
