import { DriveNotInRegisterError } from '@/lib/ofd/errors';
import { driveSpans, type DriveEntryLike } from '@/lib/registers/timelines';
import type { DateTimeSpan } from './day-chunks';

// The window a person may browse for one fiscal drive: the integrator's permission window
// intersected with the drive's own period, from its first document to the first document of the
// drive that replaced it (driveSpans, docs/documents-api.md). Local date-times of one shape: text
// order is time order.

export type RegisterWindowInput = {
  permissionFrom: string;
  permissionTo: string;
  fiscalDrives: DriveEntryLike[];
};

/** One second before a local date-time, by UTC arithmetic on a value that has no zone. */
function secondBefore(dateTime: string): string {
  return new Date(Date.parse(`${dateTime}Z`) - 1000).toISOString().slice(0, 19);
}

/** The drive's window; empty (from > to) when the drive's period and the permission do not meet. */
export function driveWindow(register: RegisterWindowInput, driveNumber: string): DateTimeSpan {
  const permission = { from: register.permissionFrom, to: register.permissionTo };
  const drive = driveSpans(register.fiscalDrives).find((d) => d.fiscalDriveNumber === driveNumber);
  if (!drive) throw new DriveNotInRegisterError();
  const first = drive.earliestDocumentTimestamp;
  const next = drive.nextStart;
  const from = first && first > permission.from ? first : permission.from;
  const end = next ? secondBefore(next) : permission.to;
  return { from, to: end < permission.to ? end : permission.to };
}
