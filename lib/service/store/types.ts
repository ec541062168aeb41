import type { TableFigures, TablePage, TableQuery, TableRow } from './table-types';
import type { CalendarDate } from '@/lib/dates/calendar';
import type { DocumentType } from '@/lib/ofd/document-types';
import type { Organization } from '@/lib/ofd/schemas';
import type { MoneyTotals, OperationType } from '@/lib/ofd/receipt-math';
import type { DemoWorld, WorldRegister } from '../seed/world';

// The store behind the built-in service. Handlers only see this interface, so a second engine
// (PostgreSQL) can be added without touching them. Every read is async for that reason, even though
// the SQLite engine answers synchronously.

/** Local wall-clock date-time, `YYYY-MM-DDThh:mm:ss`, no offset; compared as text. */
export type LocalDateTime = string;

/** Who is calling: an integrator (API key) acting for one of its users (from the session). */
export type Principal = { apiKey: string; userId: string };

export type Session = { id: string; apiKey: string; userId: string; expiresAtUtc: string };

export type StoredOrganization = Organization;

export type StoredFiscalDrive = {
  fiscalDriveNumber: string;
  installedAt: LocalDateTime;
  /** MIN(dateTime) of the drive's stored documents; null while it holds none. */
  earliestDocumentTimestamp: LocalDateTime | null;
  lastDocumentTimestamp: LocalDateTime | null;
};

/**
 * A register as one principal sees it: its data as loaded (addresses oldest first, the last one
 * current), its drives with what the store knows of their documents (oldest first by
 * installation, the last one current), plus that principal's permission window.
 */
export type StoredRegister = Omit<WorldRegister, 'fiscalDrives'> & {
  fiscalDrives: StoredFiscalDrive[];
  /** MAX(dateTime) of the register's receipts (figures.ts: receipts, BSO and corrections). */
  lastCashReceiptTimestamp: LocalDateTime | null;
  permissionFrom: LocalDateTime;
  permissionTo: LocalDateTime;
};

/** A stored document: `body` is the JSON text of its data exactly as it was ingested. */
export type StoredDocument = {
  /** The store's arrival sequence: grows with every stored document, never reused. */
  seq: number;
  type: DocumentType;
  fdNumber: number;
  dateTime: LocalDateTime;
  /**
   * The text, or its UTF-8 bytes where the store can hand them over undecoded (SQLite's range
   * reads, which only ever go back out as bytes: docs/month-pipeline.md). shapes.ts bodyText reads
   * either.
   */
  body: string | Uint8Array;
};

/** Documents of one register and drive between two local date-times, both inclusive. */
export type DocumentRange = {
  regNumber: string;
  fiscalDriveNumber: string;
  from: LocalDateTime;
  to: LocalDateTime;
};

/** See Store.documentsByArrival; `types` absent means every type. */
export type ArrivalQuery = {
  regNumber: string;
  from: LocalDateTime;
  to: LocalDateTime;
  types?: DocumentType[];
  afterSeq: number;
  limit: number;
};

/** A document ready to be stored; identifiers trimmed, body already serialized. */
export type IngestDocument = {
  id: string;
  type: DocumentType;
  regNumber: string;
  fiscalDriveNumber: string;
  fdNumber: number;
  dateTime: LocalDateTime;
  receiveUtc: string;
  body: string;
  /** `sha256:…` of the content the register sent (content-hash.ts): tells a repeat from a conflict. */
  contentHash: string;
};

/**
 * What became of one ingested document. Same drive and FD number as a stored one: `duplicate` when
 * the content hashes match (nothing written), `conflict` when they differ (nothing written, both
 * hashes reported). `rejected`: the document cannot be stored at all (unknown register or drive,
 * an id taken by another document).
 */
export type IngestOutcome =
  | { status: 'stored' }
  | { status: 'duplicate' }
  | { status: 'conflict'; storedHash: string; incomingHash: string }
  | { status: 'rejected'; reason: string };

/** Everything but the documents, as rows (see load-world.ts). */
export type WorldRows = Pick<
  DemoWorld,
  'integrators' | 'sessions' | 'organizations' | 'cashboxes' | 'grants'
>;

export type StoreStats = {
  counts: Record<
    'integrators' | 'sessions' | 'organizations' | 'cashboxes' | 'fiscalDrives' | 'grants',
    number
  >;
  documents: {
    regNumber: string;
    fiscalDriveNumber: string;
    count: number;
    first: LocalDateTime | null;
    last: LocalDateTime | null;
  }[];
  sizeBytes: number;
};

/**
 * One register's part of a statistics request: its receipts between two local date-times, both
 * inclusive. The caller has already clipped the range to the permission window.
 */
export type FiguresRange = { regNumber: string; from: LocalDateTime; to: LocalDateTime };

/**
 * Sums over the receipts of one operation type, as the dashboard sums a selection; `vat` holds
 * every VAT field any of them states.
 */
export type OperationFigures = MoneyTotals;
export type FiguresByOperation = Record<OperationType, OperationFigures>;
export type DayFigures = { date: CalendarDate; operations: FiguresByOperation };
export type ShiftFigures = {
  fiscalDriveNumber: string;
  shiftNumber: number;
  /** From the shift's opening and closing reports; null when the store holds none. */
  shiftOpen: LocalDateTime | null;
  shiftClose: LocalDateTime | null;
  operations: FiguresByOperation;
};

export interface Store {
  integratorExists(apiKey: string): Promise<boolean>;
  findSession(sessionId: string): Promise<Session | null>;
  hasOrganizations(): Promise<boolean>;

  /** Only organizations granted to the principal; anything else is invisible. */
  listOrganizations(who: Principal): Promise<StoredOrganization[]>;
  findOrganization(who: Principal, organizationId: string): Promise<StoredOrganization | null>;
  findOrganizationsByInn(who: Principal, inn: string): Promise<StoredOrganization[]>;
  /** Only registers granted to the principal within that (granted) organization. */
  listRegisters(who: Principal, organizationId: string): Promise<StoredRegister[]>;
  findRegister(
    who: Principal,
    organizationId: string,
    regNumber: string,
  ): Promise<StoredRegister | null>;

  findDocument(
    regNumber: string,
    fiscalDriveNumber: string,
    fdNumber: number,
  ): Promise<StoredDocument | null>;
  /**
   * The range ordered by (dateTime, FD number), in batches read one at a time, so that no cursor
   * stays open between batches and a consumer can stop early (`return()`).
   */
  documentBatches(
    range: DocumentRange,
    batchSize?: number,
  ): AsyncIterableIterator<StoredDocument[]>;
  /**
   * A register's documents over all its drives in the range, in arrival order, those that arrived
   * after `afterSeq` (0: from the first), at most `limit`: one keyset read (the paged v2 operation,
   * docs/operator-api.md "Paging").
   */
  documentsByArrival(query: ArrivalQuery): Promise<StoredDocument[]>;
  /** The dateTime of the register's document at arrival position `seq`; null when none is. */
  documentTimeAt(regNumber: string, seq: number): Promise<LocalDateTime | null>;
  /** One document of the register by its GUID `id` (compared as given and lower-cased). */
  findDocumentById(regNumber: string, id: string): Promise<StoredDocument | null>;

  /**
   * Receipts (receipts, BSO and their corrections; lib/service/store/figures.ts) of all the ranges
   * summed per calendar day of their dateTime, oldest first. Days with no receipt are left out.
   */
  figuresByDay(ranges: FiguresRange[]): Promise<DayFigures[]>;
  /**
   * The shifts of one register that have receipts in the range or opened in it, ordered by when
   * they began (drive, then shift number on ties); each counts only its receipts inside the range.
   */
  figuresByShift(range: FiguresRange): Promise<ShiftFigures[]>;
  /**
   * The documents table of a register's period from its rows (table-rows.ts): the selection's
   * receipts summed per operation, and counts per type, operation and operator before the type and
   * operation filters. No body is read.
   */
  tableFigures(query: TableQuery): Promise<TableFigures>;
  /** One page of the selection's rows in the order asked for; no body is read. */
  tableRows(query: TableQuery, page: TablePage): Promise<TableRow[]>;
  /** Where a document stands in the selection in that order (1-based); null when it is not in it. */
  tablePosition(
    query: TableQuery,
    order: Omit<TablePage, 'offset' | 'limit'>,
    document: { fiscalDriveNumber: string; fdNumber: number },
  ): Promise<number | null>;

  /** Drops everything and stores a whole world in one transaction. */
  replaceAll(
    rows: WorldRows,
    documents: Iterable<IngestDocument[]>,
  ): Promise<{ documents: number }>;
  /**
   * replaceAll, but only while the store holds no organization, decided inside the same
   * transaction: several app instances starting at once on one database seed it exactly once.
   * Null when the store was not empty.
   */
  seedIfEmpty(
    rows: WorldRows,
    documents: Iterable<IngestDocument[]>,
  ): Promise<{ documents: number } | null>;
  /**
   * Idempotent on (drive, FD number); one outcome per document, in order; one transaction per
   * call. Never throws for one bad document: it gets its outcome and the rest are still stored.
   */
  ingestDocuments(documents: IngestDocument[]): Promise<IngestOutcome[]>;
  hasFiscalDrive(regNumber: string, fiscalDriveNumber: string): Promise<boolean>;
  /** The register's current address (its latest), or null for an unknown register. */
  registerAddress(regNumber: string): Promise<string | null>;
  stats(): Promise<StoreStats>;
  /** Releases the file or the connection pool; safe to call twice. */
  close(): Promise<void>;
}
