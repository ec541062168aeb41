import type { DocumentType } from '@/lib/ofd/document-types';
import type { DriveFlag, DocumentRef } from './types';

// What the health model reads: the register's record, and the documents of its recent days as the
// day cache holds them, each tagged with its drive. Plain data, so the rules are pure functions.

export type HealthDocument = {
  drive: string;
  fd: number;
  type: DocumentType;
  /** The shop's local wall clock, `YYYY-MM-DDThh:mm:ss`. */
  dateTime: string;
  shiftNumber?: number;
  /** When the operator received it, UTC `YYYY-MM-DDThh:mm:ssZ`, if the operator says. */
  receivedUtc?: string;
  /** Set on reports that state it (shift reports, the current state report). */
  notTransmitted?: number;
  notTransmittedSince?: string;
  notTransmittedFd?: number;
  /** Set on shift reports: the drive warnings they raise (empty: none). */
  flags?: DriveFlag[];
};

export type HealthRegister = {
  organizationId: string;
  regNumber: string;
  address: string;
  permissionFrom: string;
  permissionTo: string;
  fiscalDrives: { fiscalDriveNumber: string; earliestDocumentTimestamp: string | null }[];
  currentDrive: string | null;
  lastDocumentTimestamp: string | null;
  /**
   * Whether its operator's day lists hold every document, shift reports too (lib/ofd/
   * lists-every-document.ts). When they hold receipts only, FD gaps and unclosed shifts say nothing.
   */
  listsEveryDocument?: boolean;
};

export type HealthSettings = {
  /** `silent` after more than this many hours without a received document. */
  silentHours: number;
};

export type HealthInput = {
  /** Epoch milliseconds of "now". */
  now: number;
  register: HealthRegister;
  documents: readonly HealthDocument[];
  /** Local date-time from which the documents were read (null: nothing was read). */
  scannedFrom: string | null;
  settings: HealthSettings;
};

export function refOf(doc: HealthDocument): DocumentRef {
  return { drive: doc.drive, fd: doc.fd, dateTime: doc.dateTime };
}

/** One drive's documents in FD order, each FD once. */
export function byFd(documents: readonly HealthDocument[], drive: string): HealthDocument[] {
  const seen = new Set<number>();
  return documents
    .filter((d) => d.drive === drive && !seen.has(d.fd) && seen.add(d.fd))
    .sort((a, b) => a.fd - b.fd);
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
