import { HOUR_MS, byFd, refOf, type HealthInput } from './input';
import { localToEpoch } from '@/lib/dates/regions';
import type { DocumentRef, Reason } from './types';

// A shift may stay open at most 24 hours (the register must close it and print the report; the
// law forbids a longer one). The latest shift of the current drive is open when no closeShift with
// its number follows its openShift.

export const SHIFT_LIMIT_HOURS = 24;

type Open = { shiftNumber: number; opened: DocumentRef | null; since: string };

export function shiftTooLongReason(input: HealthInput, utcOffset: number): Reason[] {
  const { register, documents, now, scannedFrom } = input;
  const drive = register.currentDrive;
  // Lists of receipts only never show a shift closing: they cannot tell an open one.
  if (!drive || register.listsEveryDocument === false) return [];
  let open = null as Open | null;
  for (const doc of byFd(documents, drive)) {
    if (doc.type === 'openShift' && doc.shiftNumber !== undefined) {
      open = { shiftNumber: doc.shiftNumber, opened: refOf(doc), since: doc.dateTime };
    } else if (doc.type === 'closeShift' || doc.type === 'closeArchive') {
      open = null;
    } else if (doc.shiftNumber !== undefined && open?.shiftNumber !== doc.shiftNumber) {
      // A shift whose opening lies before the days read: it was open when they began.
      open = { shiftNumber: doc.shiftNumber, opened: null, since: scannedFrom ?? doc.dateTime };
    }
  }
  if (!open) return [];
  const hoursOpen = (now - localToEpoch(open.since, utcOffset)) / HOUR_MS;
  if (!(hoursOpen > SHIFT_LIMIT_HOURS)) return [];
  return [
    {
      code: 'shift-too-long',
      severity: 'critical',
      since: open.since,
      detail: {
        drive,
        shiftNumber: open.shiftNumber,
        opened: open.opened,
        hours: Math.floor(hoursOpen),
      },
    },
  ];
}
