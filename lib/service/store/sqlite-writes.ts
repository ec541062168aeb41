import type Database from 'better-sqlite3';
import { storedContentHash } from '../content-hash';
import { FIGURE_TABLES, prepareFigureWrites } from './sqlite-figure-writes';
import { prepareRowWrites } from './sqlite-table';
import type { IngestDocument, IngestOutcome, WorldRows } from './types';

// Write side of the SQLite engine: whole-world replacement (seed) and idempotent ingest (import).

const TABLES_CHILD_FIRST = [
  ...FIGURE_TABLES,
  'document_row_counts',
  'document_rows',
  'documents',
  'cashbox_grants',
  'organization_grants',
  'sessions',
  'fiscal_drives',
  'cashbox_addresses',
  'cashboxes',
  'organizations',
  'integrators',
];

export function prepareWrites(db: Database.Database) {
  const figureWrites = prepareFigureWrites(db);
  const rowWrites = prepareRowWrites(db);
  // A stored document's figures and row, from its body parsed once.
  const recordFigures = (doc: IngestDocument) => {
    const body = JSON.parse(doc.body) as Record<string, unknown>;
    figureWrites(doc, body);
    rowWrites(doc, body);
  };
  const s = {
    integrator: db.prepare('INSERT INTO integrators (api_key, name) VALUES (@apiKey, @name)'),
    session: db.prepare(
      `INSERT INTO sessions (id, api_key, user_id, expires_at_utc)
       VALUES (@id, @apiKey, @userId, @expiresAtUtc)`,
    ),
    organization: db.prepare(
      `INSERT INTO organizations (id, inn, kpp, ogrn, short_name, full_name)
       VALUES (@id, @inn, @kpp, @ogrn, @shortName, @fullName)`,
    ),
    cashbox: db.prepare(
      `INSERT INTO cashboxes (reg_number, organization_id, serial_number, name, model_name, kpp,
         sales_point_name)
       VALUES (@regNumber, @organizationId, @serialNumber, @name, @modelName, @kpp, @salesPointName)`,
    ),
    address: db.prepare(
      'INSERT INTO cashbox_addresses (reg_number, start_date, address) VALUES (?, ?, ?)',
    ),
    drive: db.prepare(
      'INSERT INTO fiscal_drives (fiscal_drive_number, reg_number, installed_at) VALUES (?, ?, ?)',
    ),
    organizationGrant: db.prepare(
      'INSERT INTO organization_grants (api_key, user_id, organization_id) VALUES (?, ?, ?)',
    ),
    cashboxGrant: db.prepare(
      `INSERT INTO cashbox_grants (api_key, user_id, organization_id, reg_number, permission_from,
         permission_to) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    hasRegister: db.prepare('SELECT 1 FROM cashboxes WHERE reg_number = ?').pluck(),
    hasDrive: db
      .prepare('SELECT 1 FROM fiscal_drives WHERE reg_number = ? AND fiscal_drive_number = ?')
      .pluck(),
    document: db.prepare(
      // seq: the next arrival position; writes are serialized, and MAX is one index probe.
      `INSERT INTO documents (id, type, reg_number, fiscal_drive_number, fd_number, date_time,
         receive_utc, body, seq)
       VALUES (@id, @type, @regNumber, @fiscalDriveNumber, @fdNumber, @dateTime, @receiveUtc, @body,
         (SELECT COALESCE(MAX(seq), 0) + 1 FROM documents))
       ON CONFLICT (fiscal_drive_number, fd_number) DO NOTHING`,
    ),
    existingBody: db
      .prepare('SELECT body FROM documents WHERE fiscal_drive_number = ? AND fd_number = ?')
      .pluck(),
  };

  function insertRows(rows: WorldRows) {
    for (const integrator of rows.integrators) s.integrator.run(integrator);
    for (const session of rows.sessions) s.session.run(session);
    for (const organization of rows.organizations) s.organization.run(organization);
    for (const { addresses, fiscalDrives, ...cashbox } of rows.cashboxes) {
      s.cashbox.run(cashbox);
      for (const a of addresses) s.address.run(cashbox.regNumber, a.startDate, a.address);
      for (const d of fiscalDrives)
        s.drive.run(d.fiscalDriveNumber, cashbox.regNumber, d.installedAt);
    }
    for (const grant of rows.grants) {
      s.organizationGrant.run(grant.apiKey, grant.userId, grant.organizationId);
      for (const c of grant.cashboxes) {
        s.cashboxGrant.run(
          grant.apiKey,
          grant.userId,
          grant.organizationId,
          c.regNumber,
          c.permissionFrom,
          c.permissionTo,
        );
      }
    }
  }

  /** One document; never throws for a bad document, so the rest of a batch is kept. */
  function ingestOne(doc: IngestDocument): IngestOutcome {
    if (s.hasRegister.get(doc.regNumber) === undefined) {
      return { status: 'rejected', reason: `register ${doc.regNumber} is unknown` };
    }
    if (s.hasDrive.get(doc.regNumber, doc.fiscalDriveNumber) === undefined) {
      return {
        status: 'rejected',
        reason: `fiscal drive ${doc.fiscalDriveNumber} was never installed in register ${doc.regNumber}`,
      };
    }
    try {
      if (s.document.run(doc).changes === 1) {
        recordFigures(doc);
        return { status: 'stored' };
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'SQLITE_CONSTRAINT_UNIQUE') {
        return { status: 'rejected', reason: `id ${doc.id} belongs to another document` };
      }
      throw error;
    }
    // Same drive and FD number: the same document again (idempotent) when its content hash matches,
    // otherwise a conflicting one that is reported, never silently counted as already stored.
    const storedBody = s.existingBody.get(doc.fiscalDriveNumber, doc.fdNumber) as string;
    const storedHash = storedContentHash(storedBody);
    if (storedHash === doc.contentHash) return { status: 'duplicate' };
    return { status: 'conflict', storedHash, incomingHash: doc.contentHash };
  }

  const replaceAll = (rows: WorldRows, documents: Iterable<IngestDocument[]>) => {
    for (const table of TABLES_CHILD_FIRST) db.prepare(`DELETE FROM ${table}`).run();
    insertRows(rows);
    let count = 0;
    for (const batch of documents) {
      for (const doc of batch) {
        if (s.document.run(doc).changes === 0) continue;
        recordFigures(doc);
        count += 1;
      }
    }
    return { documents: count };
  };
  const anyOrganization = db.prepare('SELECT 1 FROM organizations LIMIT 1').pluck();

  return {
    replaceAll: db.transaction(replaceAll),
    seedIfEmpty: db.transaction((rows: WorldRows, documents: Iterable<IngestDocument[]>) =>
      anyOrganization.get() === undefined ? replaceAll(rows, documents) : null,
    ),
    ingest: db.transaction((documents: IngestDocument[]) => documents.map(ingestOne)),
  };
}
