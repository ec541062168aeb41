import { endOfDay, startOfDay } from '@/lib/dates/local-date-time';
import { DriveNotInRegisterError } from '@/lib/ofd/errors';
import { driveSpans, type DriveEntryLike } from '@/lib/registers/timelines';
import type { DateTimeSpan } from './day-chunks';

// The window a person may browse for one fiscal drive: the integrator's permission window
// intersected with the drive's own days, from the day of its first document to the day the drive
// that replaced it wrote its first (driveSpans, docs/documents.md "Drive windows"). Whole days,
// never the second of a start: a drive is replaced during a day, so that day holds documents of
// both drives, and an operator's start may be only a day or in another clock. Reading a day for a
// drive never brings in another drive's documents (each is placed by the drive it names,
// day-sorter.ts), so a wide window costs a request and never a wrong row. Local date-times of one
// shape: text order is time order.

export type RegisterWindowInput = {
  permissionFrom: string;
  permissionTo: string;
  fiscalDrives: DriveEntryLike[];
};

/** The drive's window; empty (from > to) when the drive's days and the permission do not meet. */
export function driveWindow(register: RegisterWindowInput, driveNumber: string): DateTimeSpan {
  const permission = { from: register.permissionFrom, to: register.permissionTo };
  const drive = driveSpans(register.fiscalDrives).find((d) => d.fiscalDriveNumber === driveNumber);
  if (!drive) throw new DriveNotInRegisterError();
  const first = drive.earliestDocumentTimestamp;
  const next = drive.nextStart;
  const start = first ? startOfDay(first.slice(0, 10)) : permission.from;
  const end = next ? endOfDay(next.slice(0, 10)) : permission.to;
  return {
    from: start > permission.from ? start : permission.from,
    to: end < permission.to ? end : permission.to,
  };
}
