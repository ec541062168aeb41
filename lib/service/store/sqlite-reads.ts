import type Database from 'better-sqlite3';
import type { DocumentType } from '@/lib/ofd/document-types';
import { type RegisterRow, toStoredRegister } from './register-row';
import type {
  ArrivalQuery,
  StoredRegister,
  DocumentRange,
  StoredOrganization,
  Principal,
  Session,
  StoredDocument,
} from './types';

// Read statements of the SQLite engine, prepared once per connection. Every statement runs to
// completion with .get()/.all(): a better-sqlite3 connection cannot run anything else while an
// iterate() cursor is open, and HTTP responses interleave.

type DocumentRow = {
  seq: number;
  type: DocumentType;
  fd_number: number;
  date_time: string;
  body: string | Buffer;
};

const ORGANIZATION_COLUMNS = `o.id, o.inn, o.kpp, o.ogrn, o.short_name AS shortName,
  o.full_name AS fullName`;
// The last receipt's time is one probe of receipt_figures_by_time (sqlite-migrations.ts).
const CASHBOX_SELECT = `SELECT c.*, g.permission_from, g.permission_to,
    (SELECT MAX(f.date_time) FROM receipt_figures f WHERE f.reg_number = c.reg_number)
      AS last_receipt_time
  FROM cashbox_grants g JOIN cashboxes c
    ON c.reg_number = g.reg_number AND c.organization_id = g.organization_id
  WHERE g.api_key = @apiKey AND g.user_id = @userId AND g.organization_id = @organizationId`;
const DOCUMENT_COLUMNS = 'seq, type, fd_number, date_time, body';
// The range reads hand each body over as its UTF-8 bytes: they only ever go back out as bytes
// (json-stream.ts), and a month decoded into strings and encoded again cost the service most of
// its time and its garbage (docs/month-pipeline.md).
const RANGE_COLUMNS = 'seq, type, fd_number, date_time, CAST(body AS BLOB) AS body';
const DRIVE_RANGE = `reg_number = @regNumber AND fiscal_drive_number = @fiscalDriveNumber`;

/** The document range queries, exported so a test can prove their plans (EXPLAIN QUERY PLAN). */
export const DOCUMENT_SQL = {
  firstBatch: `SELECT ${RANGE_COLUMNS} FROM documents
    WHERE ${DRIVE_RANGE} AND date_time >= @from AND date_time <= @to
    ORDER BY date_time, fd_number LIMIT @limit`,
  // Keyset continuation: strictly after (afterTime, afterFd). The two date_time bounds make the
  // index range; the OR only filters the rows that share afterTime.
  nextBatch: `SELECT ${RANGE_COLUMNS} FROM documents
    WHERE ${DRIVE_RANGE} AND date_time >= @afterTime AND date_time <= @to
      AND (date_time > @afterTime OR fd_number > @afterFd)
    ORDER BY date_time, fd_number LIMIT @limit`,
  // A page in arrival order: the positions come from documents_by_register_arrival alone (the
  // period's entries, no table rows), then only the page's rows are read, by position.
  arrivals: `SELECT ${RANGE_COLUMNS} FROM documents WHERE seq IN (
      SELECT seq FROM documents
      WHERE reg_number = @regNumber AND date_time >= @from AND date_time <= @to
        AND seq > @afterSeq
        AND (@types IS NULL OR type IN (SELECT value FROM json_each(@types)))
      ORDER BY seq LIMIT @limit)
    ORDER BY seq`,
  timeAt: `SELECT date_time FROM documents WHERE seq = @seq AND reg_number = @regNumber`,
  byId: `SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE id IN (@id, @lower) AND reg_number = @regNumber`,
  earliest: `SELECT MIN(x.date_time) FROM documents x
    WHERE x.reg_number = @regNumber AND x.fiscal_drive_number = @fiscalDriveNumber`,
};

export function prepareReads(db: Database.Database) {
  const s = {
    integrator: db.prepare('SELECT 1 FROM integrators WHERE api_key = ?').pluck(),
    session: db.prepare(
      `SELECT id, api_key AS apiKey, user_id AS userId, expires_at_utc AS expiresAtUtc
       FROM sessions WHERE id = ?`,
    ),
    anyOrganization: db.prepare('SELECT 1 FROM organizations LIMIT 1').pluck(),
    organizations: db.prepare(
      `SELECT ${ORGANIZATION_COLUMNS} FROM organization_grants g
       JOIN organizations o ON o.id = g.organization_id
       WHERE g.api_key = @apiKey AND g.user_id = @userId ORDER BY o.short_name, o.id`,
    ),
    organization: db.prepare(
      `SELECT ${ORGANIZATION_COLUMNS} FROM organization_grants g
       JOIN organizations o ON o.id = g.organization_id
       WHERE g.api_key = @apiKey AND g.user_id = @userId AND o.id = @organizationId`,
    ),
    organizationsByInn: db.prepare(
      `SELECT ${ORGANIZATION_COLUMNS} FROM organizations o
       JOIN organization_grants g ON g.organization_id = o.id
       WHERE o.inn = @inn AND g.api_key = @apiKey AND g.user_id = @userId ORDER BY o.id`,
    ),
    cashboxes: db.prepare(`${CASHBOX_SELECT} ORDER BY c.reg_number`),
    cashbox: db.prepare(`${CASHBOX_SELECT} AND c.reg_number = @regNumber`),
    addresses: db.prepare(
      `SELECT address, start_date AS startDate FROM cashbox_addresses
       WHERE reg_number = ? ORDER BY start_date`,
    ),
    // MIN/MAX per drive are single probes of documents_by_drive_time.
    drives: db.prepare(
      `SELECT d.fiscal_drive_number AS fiscalDriveNumber, d.installed_at AS installedAt,
        (SELECT MIN(x.date_time) FROM documents x WHERE x.reg_number = d.reg_number
          AND x.fiscal_drive_number = d.fiscal_drive_number) AS earliestDocumentTimestamp,
        (SELECT MAX(x.date_time) FROM documents x WHERE x.reg_number = d.reg_number
          AND x.fiscal_drive_number = d.fiscal_drive_number) AS lastDocumentTimestamp
       FROM fiscal_drives d WHERE d.reg_number = ? ORDER BY d.installed_at, d.fiscal_drive_number`,
    ),
    address: db
      .prepare(
        `SELECT address FROM cashbox_addresses WHERE reg_number = ?
         ORDER BY start_date DESC LIMIT 1`,
      )
      .pluck(),
    hasDrive: db
      .prepare('SELECT 1 FROM fiscal_drives WHERE reg_number = ? AND fiscal_drive_number = ?')
      .pluck(),
    document: db.prepare(
      `SELECT ${DOCUMENT_COLUMNS} FROM documents
       WHERE fiscal_drive_number = ? AND fd_number = ? AND reg_number = ?`,
    ),
    firstBatch: db.prepare(DOCUMENT_SQL.firstBatch),
    nextBatch: db.prepare(DOCUMENT_SQL.nextBatch),
    arrivals: db.prepare(DOCUMENT_SQL.arrivals),
    timeAt: db.prepare(DOCUMENT_SQL.timeAt).pluck(),
    byId: db.prepare(DOCUMENT_SQL.byId),
  };

  const toRegister = (row: RegisterRow): StoredRegister =>
    toStoredRegister(
      row,
      s.addresses.all(row.reg_number) as StoredRegister['addresses'],
      s.drives.all(row.reg_number) as StoredRegister['fiscalDrives'],
    );
  const toDocument = (row: DocumentRow): StoredDocument => ({
    seq: row.seq,
    type: row.type,
    fdNumber: row.fd_number,
    dateTime: row.date_time,
    body: row.body,
  });

  return {
    integratorExists: (apiKey: string) => s.integrator.get(apiKey) !== undefined,
    findSession: (id: string) => (s.session.get(id) as Session | undefined) ?? null,
    hasOrganizations: () => s.anyOrganization.get() !== undefined,
    listOrganizations: (who: Principal) => s.organizations.all(who) as StoredOrganization[],
    findOrganization: (who: Principal, organizationId: string) =>
      (s.organization.get({ ...who, organizationId }) as StoredOrganization | undefined) ?? null,
    findOrganizationsByInn: (who: Principal, inn: string) =>
      s.organizationsByInn.all({ ...who, inn }) as StoredOrganization[],
    listRegisters: (who: Principal, organizationId: string) =>
      (s.cashboxes.all({ ...who, organizationId }) as RegisterRow[]).map(toRegister),
    findRegister: (who: Principal, organizationId: string, regNumber: string) => {
      const row = s.cashbox.get({ ...who, organizationId, regNumber }) as RegisterRow | undefined;
      return row ? toRegister(row) : null;
    },
    hasFiscalDrive: (regNumber: string, fiscalDriveNumber: string) =>
      s.hasDrive.get(regNumber, fiscalDriveNumber) !== undefined,
    registerAddress: (regNumber: string) =>
      (s.address.get(regNumber) as string | undefined) ?? null,
    findDocument: (regNumber: string, fiscalDriveNumber: string, fdNumber: number) => {
      const row = s.document.get(fiscalDriveNumber, fdNumber, regNumber) as DocumentRow | undefined;
      return row ? toDocument(row) : null;
    },
    firstBatch: (range: DocumentRange, limit: number) =>
      (s.firstBatch.all({ ...range, limit }) as DocumentRow[]).map(toDocument),
    nextBatch: (range: DocumentRange, after: StoredDocument, limit: number) =>
      (
        s.nextBatch.all({
          regNumber: range.regNumber,
          fiscalDriveNumber: range.fiscalDriveNumber,
          to: range.to,
          afterTime: after.dateTime,
          afterFd: after.fdNumber,
          limit,
        }) as DocumentRow[]
      ).map(toDocument),
    byArrival: ({ types, ...query }: ArrivalQuery) =>
      (
        s.arrivals.all({ ...query, types: types ? JSON.stringify(types) : null }) as DocumentRow[]
      ).map(toDocument),
    timeAt: (regNumber: string, seq: number) =>
      (s.timeAt.get({ regNumber, seq }) as string | undefined) ?? null,
    byId: (regNumber: string, id: string) => {
      const row = s.byId.get({ regNumber, id, lower: id.toLowerCase() }) as DocumentRow | undefined;
      return row ? toDocument(row) : null;
    },
  };
}

export type SqliteReads = ReturnType<typeof prepareReads>;
