import { DriveNotInRegisterError } from '@/lib/ofd/errors';
import type { Period } from './day-chunks';

// The window a person may browse for one fiscal drive: the integrator's permission window
// intersected with the drive's own period, from its first document to the first document of the
// drive that replaced it (issue 6). Local date-times of one shape: text order is time order.

export type DriveEntry = { fiscalDriveNumber: string; earliestDocumentTimestamp: string | null };

export type RegisterWindowInput = {
  permissionFrom: string;
  permissionTo: string;
  fiscalDrives: DriveEntry[];
};

/** One second before a local date-time, by UTC arithmetic on a value that has no zone. */
function secondBefore(dateTime: string): string {
  return new Date(Date.parse(`${dateTime}Z`) - 1000).toISOString().slice(0, 19);
}

/** The drive's window; empty (from > to) when the drive's period and the permission do not meet. */
export function driveWindow(register: RegisterWindowInput, driveNumber: string): Period {
  const permission = { from: register.permissionFrom, to: register.permissionTo };
  // Drives in the order they served the register; a drive with no documents yet goes last.
  const start = (d: DriveEntry) => d.earliestDocumentTimestamp ?? '\uffff';
  const drives = [...register.fiscalDrives].sort((a, b) =>
    start(a) < start(b) ? -1 : start(a) > start(b) ? 1 : 0,
  );
  const index = drives.findIndex((d) => d.fiscalDriveNumber === driveNumber);
  if (index === -1) throw new DriveNotInRegisterError();
  const first = drives[index]!.earliestDocumentTimestamp;
  const next = drives
    .slice(index + 1)
    .find((d) => d.earliestDocumentTimestamp)?.earliestDocumentTimestamp;
  const from = first && first > permission.from ? first : permission.from;
  const end = next ? secondBefore(next) : permission.to;
  return { from, to: end < permission.to ? end : permission.to };
}
