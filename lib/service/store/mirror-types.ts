import type { WorldRegister } from '../seed/world';
import type { IngestDocument, IngestOutcome, LocalDateTime, StoredOrganization } from './types';

// What the mirror (lib/mirror, docs/mirror.md) keeps beside the documents in the built-in
// service's store: a cursor per register, saved in the same transaction as the documents of the
// page it ends (so a crash never leaves a cursor ahead of what is stored), a status per register,
// and the conflicts it met (a document whose content changed at the operator).

/** Where one register's copying stands: the operator's opaque cursor, never parsed. */
export type MirrorCursor = {
  regNumber: string;
  /** The start of the period the cursor belongs to; every later sync asks from it. */
  periodFrom: LocalDateTime;
  cursor: string | null;
};

/** A register as the operator lists it, with its drives' installation times and window. */
export type MirrorRegister = WorldRegister & {
  permissionFrom: LocalDateTime;
  permissionTo: LocalDateTime;
};

export type MirrorRegistry = {
  organizations: StoredOrganization[];
  cashboxes: MirrorRegister[];
};

export type MirrorState =
  'ok' | 'error' | 'credentials-rejected' | 'outside-window' | 'rate-limited';

export type MirrorStatus = {
  regNumber: string;
  organizationId: string;
  state: MirrorState;
  /** UTC instant up to which the operator had nothing more for this register. */
  syncedUpToUtc: string | null;
  lastAttemptUtc: string;
  /** The newest stored document's local date-time. */
  lastDocument: LocalDateTime | null;
  documents: number;
  conflicts: number;
  gaps: number;
  error: string | null;
};

/** Two stored documents of one drive whose FD numbers are not consecutive. */
export type FdGap = {
  fiscalDriveNumber: string;
  afterFd: number;
  beforeFd: number;
  from: LocalDateTime;
  to: LocalDateTime;
};

/** A closed shift whose closing report counts more receipts than the store holds for it. */
export type ShiftShortfall = {
  fiscalDriveNumber: string;
  shiftNumber: number;
  expected: number;
  stored: number;
  from: LocalDateTime;
  to: LocalDateTime;
};

export type LockResult<T> = { locked: false } | { locked: true; value: T };

export interface MirrorStore {
  upsertRegistry(registry: MirrorRegistry): Promise<void>;
  readCursor(regNumber: string): Promise<MirrorCursor | null>;
  /** Stores the documents and, in the same transaction, the cursor that follows them. */
  commitPage(documents: IngestDocument[], cursor: MirrorCursor): Promise<IngestOutcome[]>;
  /** Stores documents re-read for a past day; the cursor is left where it is. */
  ingest(documents: IngestDocument[]): Promise<IngestOutcome[]>;
  saveStatus(status: MirrorStatus): Promise<void>;
  listStatus(): Promise<MirrorStatus[]>;
  readStatus(regNumber: string): Promise<MirrorStatus | null>;
  countDocuments(regNumber: string, from: LocalDateTime): Promise<number>;
  lastDocument(regNumber: string): Promise<LocalDateTime | null>;
  countConflicts(regNumber: string): Promise<number>;
  findGaps(regNumber: string, from: LocalDateTime): Promise<FdGap[]>;
  findShortShifts(regNumber: string, from: LocalDateTime): Promise<ShiftShortfall[]>;
  /**
   * Runs `work` only when no other syncer (in this process or, on PostgreSQL, any instance on the
   * same database) holds the register.
   */
  withRegisterLock<T>(regNumber: string, work: () => Promise<T>): Promise<LockResult<T>>;
}
