import type { WorldRegister } from '../seed/world';
import type { IngestDocument, IngestOutcome, LocalDateTime, StoredOrganization } from './types';

// What the mirror (lib/mirror, docs/mirror.md) keeps beside the documents in the built-in
// service's store: a cursor per register, saved in the same transaction as the documents of the
// page it ends (so a crash never leaves a cursor ahead of what is stored), a status per register,
// the conflicts it met (a document whose content changed at the operator), and the documents it
// could not store, kept with their raw body and the reason (docs/mirror.md, "Unreadable documents").

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
  /** Documents the operator sent for this register that could not be stored (MirrorUnreadable). */
  unreadable: number;
  error: string | null;
};

/**
 * A document the operator sent that cannot be stored (no register number, no FD number, not a
 * document at all): kept as it came, with why, so that nothing the operator holds is silently
 * dropped. `regNumber` is the register whose documents were being read; null when it cannot be
 * placed on any register (then it counts in the connection's status).
 */
export type MirrorUnreadable = {
  regNumber: string | null;
  /** The document's type, FD number, drive and wall-clock time, where they could be read. */
  type: string | null;
  fiscalDriveNumber: string | null;
  fdNumber: number | null;
  dateTime: LocalDateTime | null;
  reason: string;
  /** The element exactly as the operator sent it (JSON text). */
  raw: string;
  firstSeenUtc: string;
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
  /** Keeps documents that could not be stored; the same one seen again is kept once. */
  recordUnreadable(records: MirrorUnreadable[]): Promise<void>;
  /** Unreadable documents of a register; of none (the connection's) with null. */
  countUnreadable(regNumber: string | null): Promise<number>;
  /** Days (YYYY-MM-DD) from `from` on that hold an unreadable document of the register. */
  unreadableDays(regNumber: string, from: LocalDateTime): Promise<string[]>;
  /** The newest unreadable documents first, at most `limit`. */
  listUnreadable(limit: number): Promise<MirrorUnreadable[]>;
  findGaps(regNumber: string, from: LocalDateTime): Promise<FdGap[]>;
  findShortShifts(regNumber: string, from: LocalDateTime): Promise<ShiftShortfall[]>;
  /**
   * Runs `work` only when no other syncer (in this process or, on PostgreSQL, any instance on the
   * same database) holds the register.
   */
  withRegisterLock<T>(regNumber: string, work: () => Promise<T>): Promise<LockResult<T>>;
}
