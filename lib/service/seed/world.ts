import type { DocumentType } from '@/lib/ofd/document-types';
import type { Organization } from '@/lib/ofd/schemas';

// The contract between the demo generator (lib/service/seed) and the store loader: a whole world
// as plain data. Documents come as an iterable so that a benchmark-sized world (100k+ documents)
// never has to sit in memory at once.

/** Local wall-clock date-time of the shop, `YYYY-MM-DDThh:mm:ss`, no offset. */
export type LocalDateTime = string;

/**
 * id: a GUID; inn: 10 or 12 digits with valid check digits; kpp: 9 characters, '' for an
 * individual entrepreneur; ogrn: 13 digits (15 for an entrepreneur's OGRNIP).
 */
export type WorldOrganization = Organization;

export type WorldRegister = {
  organizationId: string;
  regNumber: string; // RNM, 16 digits, unpadded
  serialNumber: string;
  name: string;
  modelName: string;
  kpp: string;
  salesPointName: string;
  /** Oldest first; the last one is the current address. */
  addresses: { address: string; startDate: LocalDateTime }[];
  /** Oldest first; the last one is the current drive. */
  fiscalDrives: { fiscalDriveNumber: string; installedAt: LocalDateTime }[];
};

export type WorldGrant = {
  apiKey: string;
  userId: string;
  organizationId: string;
  cashboxes: { regNumber: string; permissionFrom: LocalDateTime; permissionTo: LocalDateTime }[];
};

export type WorldDocument = {
  type: DocumentType;
  /** The document's data in the spec's field family; kktRegId padded to 20, fiscalDriveNumber to 16. */
  body: Record<string, unknown> & {
    id: string;
    dateTime: LocalDateTime;
    fiscalDocumentNumber: number;
    fiscalDriveNumber: string;
    kktRegId: string;
    receiveDateTimeUtc: string; // `YYYY-MM-DDThh:mm:ssZ`
  };
};

export type DemoWorld = {
  /** The world's "today" (`YYYY-MM-DD`); every date in it is computed from this anchor. */
  anchorDate: string;
  /** First day of the generated history; a drive installed earlier starts mid-stream (FD > 1). */
  historyStart?: string;
  /** The moment of seeding, UTC `YYYY-MM-DDThh:mm:ssZ`: no document is dated or received later. */
  seededAt?: string;
  integrators: { apiKey: string; name: string }[];
  sessions: { id: string; apiKey: string; userId: string; expiresAtUtc: string }[];
  organizations: WorldOrganization[];
  cashboxes: WorldRegister[];
  grants: WorldGrant[];
  /** All documents, grouped by register and drive, FD numbers rising within a drive. */
  documents(): Iterable<WorldDocument>;
};

export type GenerateOptions = {
  /** PRNG seed; the same seed and anchor give byte-identical output. */
  seed?: number;
  /** Defaults to today's date (UTC) when omitted. */
  anchorDate?: string;
  /**
   * The moment of seeding, UTC `YYYY-MM-DDThh:mm:ssZ`, on or after the anchor day's midnight UTC:
   * documents stop at it in each register's local time. Defaults to the clock when `anchorDate` is
   * omitted, and to 09:00 UTC of the anchor day (midday in the demo's cities) when it is given.
   */
  now?: string;
  /** Days of trading history up to the anchor (default 75). */
  days?: number;
  /** Average receipts per day on an ordinary register (default ~40). */
  receiptsPerDay?: number;
  /**
   * 'demo' (default): three organizations and ten registers. 'busy': one organization with one
   * hypermarket till for benchmarks, `receiptsPerDay` 3000 and `days` 31 by default (~100k documents).
   */
  profile?: 'demo' | 'busy';
};
