import type { Pool } from 'pg';
import type { DocumentType } from '@/lib/ofd/document-types';
import { type RegisterRow, toStoredRegister } from './register-row';
import type {
  ArrivalQuery,
  StoredRegister,
  StoredFiscalDrive,
  LocalDateTime,
  StoredOrganization,
  Principal,
  Session,
  StoredDocument,
} from './types';

// Read queries of the PostgreSQL engine; the same answers as sqlite-reads.ts. Document date-times
// are `timestamp` columns (they key the monthly partitions) and leave the database as the wire's
// local `YYYY-MM-DDThh:mm:ss` text, never through a JS Date. Text is ordered COLLATE "C", the
// byte order SQLite uses, whatever locale the cluster was created with.

export const LOCAL = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

export type DocumentRow = {
  seq: string;
  type: DocumentType;
  fd_number: string;
  date_time: string;
  body: string;
};

// The text date-time keeps the column's name, so ORDER BY must qualify `documents.date_time` to
// sort by the indexed timestamp rather than by the text.
export const DOCUMENT_COLUMNS = `seq, type, fd_number, ${LOCAL('date_time')} AS date_time, body`;
const ORGANIZATION_COLUMNS = `o.id, o.inn, o.kpp, o.ogrn, o.short_name AS "shortName",
  o.full_name AS "fullName"`;
// The last receipt's time: one probe per month partition of documents_receipts_by_time.
const CASHBOX_SELECT = `SELECT c.*, g.permission_from, g.permission_to,
    (SELECT ${LOCAL('MAX(x.date_time)')} FROM documents x
      WHERE x.reg_number = c.reg_number AND x.operation_type IS NOT NULL) AS last_receipt_time
  FROM cashbox_grants g JOIN cashboxes c
    ON c.reg_number = g.reg_number AND c.organization_id = g.organization_id
  WHERE g.api_key = $1 AND g.user_id = $2 AND g.organization_id = $3`;

/** The document queries, exported so a test can prove their plans (EXPLAIN). */
export const PG_DOCUMENT_SQL = {
  range: `SELECT ${DOCUMENT_COLUMNS} FROM documents
    WHERE reg_number = $1 AND fiscal_drive_number = $2
      AND date_time >= $3::timestamp AND date_time <= $4::timestamp
    ORDER BY documents.date_time, documents.fd_number`,
  // A page in arrival order (sqlite-reads.ts): the positions from documents_by_register_arrival
  // alone, then the page's rows by position within the period's partitions.
  arrivals: `WITH page AS MATERIALIZED (
      SELECT p.seq FROM documents p
      WHERE p.reg_number = $1 AND p.date_time >= $2::timestamp AND p.date_time <= $3::timestamp
        AND p.seq > $4 AND ($6::text[] IS NULL OR p.type = ANY($6::text[]))
      ORDER BY p.seq LIMIT $5)
    SELECT d.seq, d.type, d.fd_number, ${LOCAL('d.date_time')} AS date_time, d.body
    FROM page JOIN documents d ON d.reg_number = $1 AND d.seq = page.seq
      AND d.date_time >= $2::timestamp AND d.date_time <= $3::timestamp
    ORDER BY d.seq`,
  timeAt: `SELECT ${LOCAL('date_time')} AS date_time FROM documents
    WHERE reg_number = $1 AND seq = $2`,
  byId: `SELECT d.seq, d.type, d.fd_number, ${LOCAL('d.date_time')} AS date_time, d.body
    FROM document_keys k JOIN documents d
      ON d.fiscal_drive_number = k.fiscal_drive_number AND d.fd_number = k.fd_number
        AND d.date_time = k.date_time
    WHERE k.id = ANY($1::text[]) AND k.reg_number = $2`,
  // The key table names the month, so only that month's partition is probed.
  one: `SELECT d.seq, d.type, d.fd_number, ${LOCAL('d.date_time')} AS date_time, d.body
    FROM document_keys k JOIN documents d
      ON d.fiscal_drive_number = k.fiscal_drive_number AND d.fd_number = k.fd_number
        AND d.date_time = k.date_time
    WHERE k.fiscal_drive_number = $1 AND k.fd_number = $2 AND k.reg_number = $3`,
};

export const toDocument = (row: DocumentRow): StoredDocument => ({
  seq: Number(row.seq),
  type: row.type,
  fdNumber: Number(row.fd_number),
  dateTime: row.date_time,
  body: row.body,
});

export function postgresReads(pool: Pool) {
  const rows = async <T>(sql: string, params: unknown[]) =>
    (await pool.query(sql, params)).rows as T[];
  const exists = async (sql: string, params: unknown[]) =>
    (await pool.query(sql, params)).rowCount! > 0;

  async function toRegisters(list: RegisterRow[]): Promise<StoredRegister[]> {
    if (list.length === 0) return [];
    const regs = list.map((c) => c.reg_number);
    const [addresses, drives] = await Promise.all([
      rows<{ reg_number: string; address: string; startDate: LocalDateTime }>(
        `SELECT reg_number, address, start_date AS "startDate" FROM cashbox_addresses
         WHERE reg_number = ANY($1) ORDER BY reg_number, start_date COLLATE "C"`,
        [regs],
      ),
      // MIN/MAX per drive: each is one probe per month partition of documents_by_drive_time.
      rows<StoredFiscalDrive & { reg_number: string }>(
        `SELECT d.reg_number, d.fiscal_drive_number AS "fiscalDriveNumber",
           d.installed_at AS "installedAt",
           (SELECT ${LOCAL('MIN(x.date_time)')} FROM documents x WHERE x.reg_number = d.reg_number
             AND x.fiscal_drive_number = d.fiscal_drive_number) AS "earliestDocumentTimestamp",
           (SELECT ${LOCAL('MAX(x.date_time)')} FROM documents x WHERE x.reg_number = d.reg_number
             AND x.fiscal_drive_number = d.fiscal_drive_number) AS "lastDocumentTimestamp"
         FROM fiscal_drives d WHERE d.reg_number = ANY($1)
         ORDER BY d.reg_number, d.installed_at COLLATE "C", d.fiscal_drive_number COLLATE "C"`,
        [regs],
      ),
    ]);
    return list.map((row) =>
      toStoredRegister(
        row,
        addresses
          .filter((a) => a.reg_number === row.reg_number)
          .map(({ address, startDate }) => ({ address, startDate })),
        drives
          .filter((d) => d.reg_number === row.reg_number)
          .map((d) => ({
            fiscalDriveNumber: d.fiscalDriveNumber,
            installedAt: d.installedAt,
            earliestDocumentTimestamp: d.earliestDocumentTimestamp,
            lastDocumentTimestamp: d.lastDocumentTimestamp,
          })),
      ),
    );
  }

  return {
    integratorExists: (apiKey: string) =>
      exists('SELECT 1 FROM integrators WHERE api_key = $1', [apiKey]),
    findSession: async (id: string) =>
      (
        await rows<Session>(
          `SELECT id, api_key AS "apiKey", user_id AS "userId", expires_at_utc AS "expiresAtUtc"
           FROM sessions WHERE id = $1`,
          [id],
        )
      )[0] ?? null,
    hasOrganizations: () => exists('SELECT 1 FROM organizations LIMIT 1', []),
    listOrganizations: (who: Principal) =>
      rows<StoredOrganization>(
        `SELECT ${ORGANIZATION_COLUMNS} FROM organization_grants g
         JOIN organizations o ON o.id = g.organization_id
         WHERE g.api_key = $1 AND g.user_id = $2 ORDER BY o.short_name COLLATE "C", o.id COLLATE "C"`,
        [who.apiKey, who.userId],
      ),
    findOrganization: async (who: Principal, organizationId: string) =>
      (
        await rows<StoredOrganization>(
          `SELECT ${ORGANIZATION_COLUMNS} FROM organization_grants g
           JOIN organizations o ON o.id = g.organization_id
           WHERE g.api_key = $1 AND g.user_id = $2 AND o.id = $3`,
          [who.apiKey, who.userId, organizationId],
        )
      )[0] ?? null,
    findOrganizationsByInn: (who: Principal, inn: string) =>
      rows<StoredOrganization>(
        `SELECT ${ORGANIZATION_COLUMNS} FROM organizations o
         JOIN organization_grants g ON g.organization_id = o.id
         WHERE o.inn = $3 AND g.api_key = $1 AND g.user_id = $2 ORDER BY o.id COLLATE "C"`,
        [who.apiKey, who.userId, inn],
      ),
    listRegisters: async (who: Principal, organizationId: string) =>
      toRegisters(
        await rows<RegisterRow>(`${CASHBOX_SELECT} ORDER BY c.reg_number COLLATE "C"`, [
          who.apiKey,
          who.userId,
          organizationId,
        ]),
      ),
    findRegister: async (who: Principal, organizationId: string, regNumber: string) =>
      (
        await toRegisters(
          await rows<RegisterRow>(`${CASHBOX_SELECT} AND c.reg_number = $4`, [
            who.apiKey,
            who.userId,
            organizationId,
            regNumber,
          ]),
        )
      )[0] ?? null,
    hasFiscalDrive: (regNumber: string, fiscalDriveNumber: string) =>
      exists('SELECT 1 FROM fiscal_drives WHERE reg_number = $1 AND fiscal_drive_number = $2', [
        regNumber,
        fiscalDriveNumber,
      ]),
    registerAddress: async (regNumber: string) =>
      (
        await rows<{ address: string }>(
          `SELECT address FROM cashbox_addresses WHERE reg_number = $1
           ORDER BY start_date COLLATE "C" DESC LIMIT 1`,
          [regNumber],
        )
      )[0]?.address ?? null,
    findDocument: async (regNumber: string, fiscalDriveNumber: string, fdNumber: number) => {
      const [row] = await rows<DocumentRow>(PG_DOCUMENT_SQL.one, [
        fiscalDriveNumber,
        fdNumber,
        regNumber,
      ]);
      return row ? toDocument(row) : null;
    },
    byArrival: async (q: ArrivalQuery) =>
      (
        await rows<DocumentRow>(PG_DOCUMENT_SQL.arrivals, [
          q.regNumber,
          q.from,
          q.to,
          q.afterSeq,
          q.limit,
          q.types ?? null,
        ])
      ).map(toDocument),
    timeAt: async (regNumber: string, seq: number) =>
      (await rows<{ date_time: string }>(PG_DOCUMENT_SQL.timeAt, [regNumber, seq]))[0]?.date_time ??
      null,
    byId: async (regNumber: string, id: string) => {
      const [row] = await rows<DocumentRow>(PG_DOCUMENT_SQL.byId, [
        [id, id.toLowerCase()],
        regNumber,
      ]);
      return row ? toDocument(row) : null;
    },
  };
}
