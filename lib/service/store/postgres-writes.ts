import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { storedContentHash } from '../content-hash';
import { FIGURE_COLUMNS, figureValues } from './postgres-figures';
import { monthOf, type PartitionCache } from './postgres-partitions';
import { insertTableRows } from './postgres-table';
import type { IngestDocument, IngestOutcome, WorldRows } from './types';

// Write side of the PostgreSQL engine. A batch of documents goes in with COPY into a session-local
// staging table, then one INSERT … ON CONFLICT DO NOTHING moves it into the real tables: COPY is
// the fast path in, and the conflict clause keeps ingest idempotent on (drive, FD number) exactly
// like the SQLite engine (sqlite-writes.ts), with the same outcome for every document.

// The staging table takes its columns from `documents` (postgres-migrations.ts), so a column added
// there is one the COPY can fill; `ord` is a document's place in the batch.
const STAGING = `CREATE TEMP TABLE IF NOT EXISTS ingest_staging (ord integer NOT NULL, LIKE documents)
  ON COMMIT DELETE ROWS`;
const COLUMNS = `id, type, reg_number, fiscal_drive_number, fd_number, date_time, receive_utc, body,
  ${FIGURE_COLUMNS}`;

const INGEST_LOCK = 0x0fd5_0004;

const csv = (value: string) => `"${value.replaceAll('"', '""')}"`;
/** An unquoted empty field is NULL in COPY's csv format. */
const csvValue = (value: string | number | null) =>
  value === null ? '' : typeof value === 'number' ? String(value) : csv(value);

async function copyToStaging(client: PoolClient, docs: IngestDocument[]): Promise<void> {
  await client.query(STAGING);
  // A seed writes many batches in one transaction: each starts from an empty staging table.
  await client.query('TRUNCATE ingest_staging');
  // A few hundred rows per write: one CopyData message per row would cost more than the rows.
  const chunks = function* () {
    let text = '';
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i]!;
      text += `${i},${csv(d.id)},${csv(d.type)},${csv(d.regNumber)},${csv(d.fiscalDriveNumber)},`;
      text += `${d.fdNumber},${csv(d.dateTime)},${csv(d.receiveUtc)},${csv(d.body)},`;
      text += `${figureValues(d).map(csvValue).join(',')}\n`;
      if (text.length >= 256 * 1024) {
        yield text;
        text = '';
      }
    }
    if (text) yield text;
  };
  await pipeline(
    Readable.from(chunks()),
    client.query(copyFrom(`COPY ingest_staging (ord, ${COLUMNS}) FROM STDIN WITH (FORMAT csv)`)),
  );
}

type Existing = { ord: number; taken: boolean; body: string | null };

/** Stores one batch inside the caller's transaction; one outcome per document, in order. */
export async function ingestBatch(
  client: PoolClient,
  partitions: PartitionCache,
  docs: IngestDocument[],
): Promise<IngestOutcome[]> {
  if (docs.length === 0) return [];
  // Held to the end of the transaction: batches take arrival positions (documents.seq) one after
  // the other, so none commits a position below one a reader has already seen.
  await client.query('SELECT pg_advisory_xact_lock($1)', [INGEST_LOCK]);
  await copyToStaging(client, docs);
  const outcomes: (IngestOutcome | undefined)[] = docs.map(() => undefined);

  const { rows: unplaced } = await client.query<{ ord: number; known: boolean }>(
    `SELECT s.ord, c.reg_number IS NOT NULL AS known FROM ingest_staging s
     LEFT JOIN cashboxes c ON c.reg_number = s.reg_number
     LEFT JOIN fiscal_drives d
       ON d.reg_number = s.reg_number AND d.fiscal_drive_number = s.fiscal_drive_number
     WHERE d.fiscal_drive_number IS NULL`,
  );
  for (const { ord, known } of unplaced) {
    const doc = docs[ord]!;
    outcomes[ord] = {
      status: 'rejected',
      reason: known
        ? `fiscal drive ${doc.fiscalDriveNumber} was never installed in register ${doc.regNumber}`
        : `register ${doc.regNumber} is unknown`,
    };
  }
  await partitions.ensure(
    client,
    docs.filter((_, i) => outcomes[i] === undefined).map((d) => monthOf(d.dateTime)),
  );

  // ORDER BY ord: of two copies in one batch, the first is the one stored.
  const { rows: keyed } = await client.query<{ key: string }>(
    `INSERT INTO document_keys (fiscal_drive_number, fd_number, id, reg_number, date_time)
     SELECT s.fiscal_drive_number, s.fd_number, s.id, s.reg_number, s.date_time
     FROM ingest_staging s JOIN fiscal_drives d
       ON d.reg_number = s.reg_number AND d.fiscal_drive_number = s.fiscal_drive_number
     ORDER BY s.ord
     ON CONFLICT DO NOTHING RETURNING id || ' ' || fiscal_drive_number || ' ' || fd_number AS key`,
  );
  const storedKeys = new Set(keyed.map((k) => k.key));
  const stored: number[] = [];
  docs.forEach((doc, ord) => {
    if (
      outcomes[ord] === undefined &&
      storedKeys.delete(`${doc.id} ${doc.fiscalDriveNumber} ${doc.fdNumber}`)
    ) {
      outcomes[ord] = { status: 'stored' };
      stored.push(ord);
    }
  });
  if (stored.length > 0) {
    await client.query(
      `INSERT INTO documents (${COLUMNS})
       SELECT ${COLUMNS} FROM ingest_staging WHERE ord = ANY($1::int[]) ORDER BY ord`,
      [stored],
    );
    await insertTableRows(
      client,
      stored.map((ord) => docs[ord]!),
    );
  }

  const rest = outcomes.flatMap((o, ord) => (o === undefined ? [ord] : []));
  if (rest.length > 0) {
    const { rows } = await client.query<Existing>(
      `SELECT s.ord, k.id IS NOT NULL AS taken, d.body
       FROM ingest_staging s
       LEFT JOIN document_keys k
         ON k.fiscal_drive_number = s.fiscal_drive_number AND k.fd_number = s.fd_number
       LEFT JOIN documents d ON d.fiscal_drive_number = k.fiscal_drive_number
         AND d.fd_number = k.fd_number AND d.date_time = k.date_time
       WHERE s.ord = ANY($1::int[])`,
      [rest],
    );
    for (const row of rows) outcomes[row.ord] = compare(docs[row.ord]!, row);
  }
  return outcomes as IngestOutcome[];
}

// Same drive and FD number: the same document again (idempotent) when its content hash matches,
// otherwise a conflict reported with both hashes, exactly as sqlite-writes.ts decides. No such key
// at all: the GUID was taken by another document.
function compare(doc: IngestDocument, stored: Existing): IngestOutcome {
  if (!stored.taken || stored.body === null) {
    return { status: 'rejected', reason: `id ${doc.id} belongs to another document` };
  }
  const storedHash = storedContentHash(stored.body);
  if (storedHash === doc.contentHash) return { status: 'duplicate' };
  return { status: 'conflict', storedHash, incomingHash: doc.contentHash };
}

const TABLES = [
  'integrators',
  'sessions',
  'organizations',
  'cashboxes',
  'cashbox_addresses',
  'fiscal_drives',
  'organization_grants',
  'cashbox_grants',
  'document_keys',
  'documents',
  'document_rows',
  'document_row_counts',
];

/** camelCase keys become the snake_case column names: `expiresAtUtc` → `expires_at_utc`. */
const columnsOf = (record: object) =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      value,
    ]),
  );

/**
 * Empties every table and inserts the world's rows, one statement per table. A record's keys
 * without a column of that name (a cashbox's `addresses`, a grant's `cashboxes`) are ignored by
 * json_populate_recordset; those go into their own tables.
 */
export async function replaceRows(client: PoolClient, rows: WorldRows): Promise<void> {
  await client.query(`TRUNCATE ${TABLES.join(', ')}`);
  const insert = (table: string, records: object[]) =>
    records.length === 0
      ? Promise.resolve()
      : client.query(
          `INSERT INTO ${table} SELECT * FROM json_populate_recordset(null::${table}, $1::json)`,
          [JSON.stringify(records.map(columnsOf))],
        );
  await insert('integrators', rows.integrators);
  await insert('sessions', rows.sessions);
  await insert('organizations', rows.organizations);
  await insert('cashboxes', rows.cashboxes);
  await insert(
    'cashbox_addresses',
    rows.cashboxes.flatMap((c) => c.addresses.map((a) => ({ ...a, regNumber: c.regNumber }))),
  );
  await insert(
    'fiscal_drives',
    rows.cashboxes.flatMap((c) => c.fiscalDrives.map((d) => ({ ...d, regNumber: c.regNumber }))),
  );
  await insert('organization_grants', rows.grants);
  await insert(
    'cashbox_grants',
    rows.grants.flatMap((g) =>
      g.cashboxes.map((c) => ({
        apiKey: g.apiKey,
        userId: g.userId,
        organizationId: g.organizationId,
        ...c,
      })),
    ),
  );
}
