import { DAY_MS, byFd, refOf, type HealthDocument, type HealthInput } from './input';
import { keyTermMonths, keyValidUntil } from '@/lib/ofd/drive-terms';
import { localToEpoch } from '@/lib/dates/regions';
import type { DriveFlag, Reason, ReasonDetail } from './types';

// The fiscal drive: the warnings its shift reports raise, the end of its keys' validity, and FD
// numbers the operator is missing. Flags and expiry concern the current drive only: a replaced
// drive's last warnings are history. Gaps are looked for on every drive read.

export const DRIVE_EXPIRING_DAYS = 30;
/** Under this, replacing the drive cannot wait: it is critical. */
const DRIVE_URGENT_DAYS = 3;
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const SHIFT_REPORTS = new Set(['openShift', 'closeShift']);
const URGENT_FLAGS: DriveFlag[] = ['replace'];
const MAX_RANGES = 20;

export function driveFlagReason(documents: readonly HealthDocument[], drive: string): Reason[] {
  const reports = byFd(documents, drive).filter((d) => SHIFT_REPORTS.has(d.type) && d.flags);
  const latest = reports.at(-1);
  if (!latest?.flags?.length) return [];
  // Since the first report of the unbroken run of flagged reports that ends with the latest.
  let first = latest;
  for (let i = reports.length - 1; i >= 0 && reports[i]!.flags!.length > 0; i--)
    first = reports[i]!;
  const urgent = latest.flags.some((flag) => URGENT_FLAGS.includes(flag));
  return [
    {
      code: 'drive-flag',
      severity: urgent ? 'critical' : 'warning',
      since: first.dateTime,
      detail: { report: refOf(latest), flags: latest.flags },
    },
  ];
}

export function driveExpiringReason(input: HealthInput, utcOffset: number): Reason[] {
  const { register, now } = input;
  const drive = register.fiscalDrives.find((d) => d.fiscalDriveNumber === register.currentDrive);
  const registeredAt = drive?.earliestDocumentTimestamp;
  const termMonths = drive && keyTermMonths(drive.fiscalDriveNumber);
  if (!drive || !registeredAt || !termMonths) return [];
  const validUntil = keyValidUntil(registeredAt, termMonths);
  const daysLeft = Math.floor((localToEpoch(validUntil, utcOffset) - now) / DAY_MS);
  if (daysLeft >= DRIVE_EXPIRING_DAYS) return [];
  return [
    {
      code: 'drive-expiring',
      severity: daysLeft < DRIVE_URGENT_DAYS ? 'critical' : 'warning',
      since: null,
      detail: { drive: drive.fiscalDriveNumber, registeredAt, termMonths, validUntil, daysLeft },
    },
  ];
}

type Range = ReasonDetail['fd-gap']['ranges'][number];

export function fdGapReasons(input: HealthInput): Reason[] {
  const { register, documents, scannedFrom } = input;
  // Lists of receipts only skip every report's number: their gaps are not documents missing.
  if (register.listsEveryDocument === false) return [];
  const drives = [...new Set(documents.map((d) => d.drive))];
  return drives.flatMap((drive): Reason[] => {
    const docs = byFd(documents, drive);
    const ranges: Range[] = [];
    const start = register.fiscalDrives.find((d) => d.fiscalDriveNumber === drive);
    const began = start?.earliestDocumentTimestamp;
    // FD 1 is the drive's registration report: when the drive began inside the days read, every
    // number from 1 on must be there. Otherwise numbers before the first one read are simply
    // older than the days read, not missing.
    const first = docs[0];
    if (first && first.fd > 1 && scannedFrom && began && began >= scannedFrom) {
      ranges.push({ from: 1, to: first.fd - 1, before: null, after: refOf(first) });
    }
    for (let i = 1; i < docs.length; i++) {
      const [a, b] = [docs[i - 1]!, docs[i]!];
      if (b.fd > a.fd + 1)
        ranges.push({ from: a.fd + 1, to: b.fd - 1, before: refOf(a), after: refOf(b) });
    }
    if (ranges.length === 0) return [];
    const missing = ranges.reduce((sum, r) => sum + r.to - r.from + 1, 0);
    const earliest = ranges[0]!;
    return [
      {
        code: 'fd-gap',
        severity: 'critical',
        since: earliest.before?.dateTime ?? earliest.after.dateTime,
        detail: { drive, ranges: ranges.slice(0, MAX_RANGES), missing },
      },
    ];
  });
}
