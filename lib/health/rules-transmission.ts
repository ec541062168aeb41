import { HOUR_MS, byFd, refOf, type HealthDocument, type HealthInput } from './input';
import { localToEpoch } from '@/lib/dates/regions';
import type { Reason } from './types';

// Is the register getting its documents to the operator? Silence is judged on the operator's own
// receive time; delays compare that UTC time with the shop's wall clock through the register's
// UTC offset (lib/dates/regions.ts), which is used for this comparison only.

/** A register whose median document reaches the operator later than this is "late". */
export const DELAY_MEDIAN_LIMIT_MINUTES = 15;
/** Fewer documents than this say nothing about a register's habits. */
const DELAY_MIN_DOCUMENTS = 5;

function receivedAt(doc: HealthDocument, utcOffset: number): number {
  const parsed = doc.receivedUtc ? Date.parse(doc.receivedUtc) : NaN;
  return Number.isNaN(parsed) ? localToEpoch(doc.dateTime, utcOffset) : parsed;
}

export function silentReason(input: HealthInput, utcOffset: number): Reason[] {
  const { now, documents, register, settings } = input;
  let last: HealthDocument | undefined;
  let lastAt = -Infinity;
  for (const doc of documents) {
    const at = receivedAt(doc, utcOffset);
    if (at > lastAt) [last, lastAt] = [doc, at];
  }
  // Nothing read (the days fetched were empty): the register record still knows its last document;
  // when it does not, the register was silent at least since the first day read, and only when
  // nothing was read at all since its window opened.
  if (!last) {
    const known = register.lastDocumentTimestamp ?? input.scannedFrom ?? register.permissionFrom;
    lastAt = localToEpoch(known, utcOffset);
  }
  const silentMs = now - lastAt;
  if (!(silentMs > settings.silentHours * HOUR_MS)) return [];
  const lastReceivedUtc = last ? new Date(lastAt).toISOString().slice(0, 19) + 'Z' : null;
  return [
    {
      code: 'silent',
      severity: 'critical',
      since: lastReceivedUtc ?? register.lastDocumentTimestamp,
      detail: {
        lastDocument: last ? refOf(last) : null,
        lastReceivedUtc,
        hours: Math.floor(silentMs / HOUR_MS),
      },
    },
  ];
}

export function untransmittedReason(documents: readonly HealthDocument[], drive: string): Reason[] {
  const report = byFd(documents, drive)
    .filter((d) => d.notTransmitted !== undefined)
    .at(-1);
  if (!report || !report.notTransmitted) return [];
  return [
    {
      code: 'untransmitted',
      severity: 'warning',
      since: report.notTransmittedSince ?? report.dateTime,
      detail: {
        report: refOf(report),
        count: report.notTransmitted,
        oldest: report.notTransmittedSince ?? null,
        firstFd: report.notTransmittedFd ?? null,
      },
    },
  ];
}

export function delayReason(documents: readonly HealthDocument[], utcOffset: number): Reason[] {
  const timed = documents.filter((d) => d.receivedUtc && !Number.isNaN(Date.parse(d.receivedUtc)));
  if (timed.length < DELAY_MIN_DOCUMENTS) return [];
  const delays = timed.map((doc) => ({
    doc,
    // A clock set a little fast gives a negative delay: it counts as on time.
    minutes: Math.max(
      0,
      (receivedAt(doc, utcOffset) - localToEpoch(doc.dateTime, utcOffset)) / 60_000,
    ),
  }));
  const sorted = delays.map((d) => d.minutes).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  if (!(median > DELAY_MEDIAN_LIMIT_MINUTES)) return [];
  const worst = delays.reduce((a, b) => (b.minutes > a.minutes ? b : a));
  const times = timed.map((d) => d.dateTime).sort();
  return [
    {
      code: 'transmission-delay',
      severity: 'warning',
      since: null,
      detail: {
        medianMinutes: Math.round(median),
        worstMinutes: Math.round(worst.minutes),
        worst: refOf(worst.doc),
        documents: timed.length,
        from: times[0]!,
        to: times.at(-1)!,
      },
    },
  ];
}
