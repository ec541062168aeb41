import pg from 'pg';
import { inTransaction } from '@/lib/postgres/in-transaction';
import { postgresFigures } from './postgres-figures';
import { postgresTable } from './postgres-table';
import { composeFigures } from './table-rows';
import { migratePostgres, quoteIdent } from './postgres-migrations';
import { PartitionCache } from './postgres-partitions';
import { PG_DOCUMENT_SQL, postgresReads, toDocument, type DocumentRow } from './postgres-reads';
import { ingestBatch, replaceRows } from './postgres-writes';
import type { DocumentRange, IngestDocument, Store, StoreStats, WorldRows } from './types';

// The server engine, for when one machine's SQLite file is outgrown (docs/scale.md): a pool of
// connections to DATABASE_URL, schema migrated on open, documents partitioned by month.

const DEFAULT_BATCH = 1000;
const SEED_LOCK = 0x0fd5_0003;

export type PostgresOptions = {
  /** Schema holding the tables (default `public`); tests give each store its own. */
  schema?: string;
  /** Connections in the pool; a streaming `tickets` response holds one while it runs. */
  max?: number;
};

export async function openPostgresStore(
  url: string,
  options: PostgresOptions = {},
): Promise<PostgresStore> {
  const schema = options.schema ?? 'public';
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Every connection resolves unqualified names in the store's schema.
    options: `-c search_path=${quoteIdent(schema)}`,
    application_name: 'ofd-console',
    // With every connection held by streaming responses, a request waits this long for one and
    // then fails (a 500 from the service) instead of hanging with its client.
    connectionTimeoutMillis: 15_000,
  });
  // An idle connection the server drops must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const client = await pool.connect();
  try {
    await migratePostgres(client, schema);
  } catch (error) {
    client.release();
    await pool.end();
    throw error;
  }
  client.release();
  return new PostgresStore(pool, schema);
}

export class PostgresStore implements Store {
  private readonly reads;
  private readonly figures;
  private readonly table;
  private readonly partitions = new PartitionCache();

  constructor(
    readonly pool: pg.Pool,
    readonly schema: string,
  ) {
    this.reads = postgresReads(pool);
    this.figures = postgresFigures(pool);
    this.table = postgresTable(pool);
  }

  integratorExists: Store['integratorExists'] = (apiKey) => this.reads.integratorExists(apiKey);
  findSession: Store['findSession'] = (id) => this.reads.findSession(id);
  hasOrganizations: Store['hasOrganizations'] = () => this.reads.hasOrganizations();
  listOrganizations: Store['listOrganizations'] = (who) => this.reads.listOrganizations(who);
  findOrganization: Store['findOrganization'] = (who, id) => this.reads.findOrganization(who, id);
  findOrganizationsByInn: Store['findOrganizationsByInn'] = (who, inn) =>
    this.reads.findOrganizationsByInn(who, inn);
  listRegisters: Store['listRegisters'] = (who, id) => this.reads.listRegisters(who, id);
  findRegister: Store['findRegister'] = (who, id, regNumber) =>
    this.reads.findRegister(who, id, regNumber);
  hasFiscalDrive: Store['hasFiscalDrive'] = (regNumber, drive) =>
    this.reads.hasFiscalDrive(regNumber, drive);
  registerAddress: Store['registerAddress'] = (regNumber) => this.reads.registerAddress(regNumber);
  findDocument: Store['findDocument'] = (regNumber, drive, fd) =>
    this.reads.findDocument(regNumber, drive, fd);
  documentsByArrival: Store['documentsByArrival'] = (query) => this.reads.byArrival(query);
  documentTimeAt: Store['documentTimeAt'] = (regNumber, seq) => this.reads.timeAt(regNumber, seq);
  findDocumentById: Store['findDocumentById'] = (regNumber, id) => this.reads.byId(regNumber, id);
  figuresByDay: Store['figuresByDay'] = (ranges) => this.figures.byDay(ranges);
  figuresByShift: Store['figuresByShift'] = (range) => this.figures.byShift(range);
  tableFigures: Store['tableFigures'] = (query) =>
    composeFigures(query, { ...this.table, byDay: this.figuresByDay });
  tableRows: Store['tableRows'] = (query, page) => this.table.page(query, page);
  tablePosition: Store['tablePosition'] = (query, order, document) =>
    this.table.position(query, order, document);

  // A server-side cursor in a read-only snapshot: the next batch is fetched only when the consumer
  // (an HTTP stream's pull) asks for it, so memory holds one batch whatever the period, and the
  // whole response is one consistent snapshot. The connection is held until the end or return().
  async *documentBatches(range: DocumentRange, batchSize = DEFAULT_BATCH) {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await client.query(`DECLARE tickets NO SCROLL CURSOR FOR ${PG_DOCUMENT_SQL.range}`, [
        range.regNumber,
        range.fiscalDriveNumber,
        range.from,
        range.to,
      ]);
      for (;;) {
        const { rows } = await client.query<DocumentRow>(
          `FETCH ${Math.trunc(batchSize)} FROM tickets`,
        );
        if (rows.length === 0) break;
        yield rows.map(toDocument);
        if (rows.length < batchSize) break;
      }
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      try {
        if (!broken) await client.query('COMMIT');
      } finally {
        // A connection whose transaction failed is discarded rather than reused.
        client.release(broken);
      }
    }
  }

  replaceAll: Store['replaceAll'] = async (rows, documents) =>
    (await this.seed(rows, documents, false))!;
  seedIfEmpty: Store['seedIfEmpty'] = (rows, documents) => this.seed(rows, documents, true);

  private seed(rows: WorldRows, documents: Iterable<IngestDocument[]>, onlyIfEmpty: boolean) {
    return this.transaction(async (client) => {
      // Instances starting at once on an empty database seed one after the other, and the later
      // one sees the earlier one's world (the check runs after the lock, in the same transaction).
      await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      if (onlyIfEmpty && (await client.query('SELECT 1 FROM organizations LIMIT 1')).rowCount) {
        return null;
      }
      await replaceRows(client, rows);
      let count = 0;
      for (const batch of documents) {
        const outcomes = await ingestBatch(client, this.partitions, batch);
        count += outcomes.filter((o) => o.status === 'stored').length;
      }
      return { documents: count };
    });
  }

  ingestDocuments: Store['ingestDocuments'] = (documents) =>
    this.transaction((client) => ingestBatch(client, this.partitions, documents));

  async stats(): Promise<StoreStats> {
    const { rows: counted } = await this.pool.query(
      `SELECT (SELECT COUNT(*) FROM integrators)::int AS integrators,
         (SELECT COUNT(*) FROM sessions)::int AS sessions,
         (SELECT COUNT(*) FROM organizations)::int AS organizations,
         (SELECT COUNT(*) FROM cashboxes)::int AS cashboxes,
         (SELECT COUNT(*) FROM fiscal_drives)::int AS "fiscalDrives",
         (SELECT COUNT(*) FROM cashbox_grants)::int AS grants`,
    );
    const { rows } = await this.pool.query(
      `SELECT reg_number AS "regNumber", fiscal_drive_number AS "fiscalDriveNumber",
         COUNT(*)::int AS count, to_char(MIN(date_time), 'YYYY-MM-DD"T"HH24:MI:SS') AS first,
         to_char(MAX(date_time), 'YYYY-MM-DD"T"HH24:MI:SS') AS last
       FROM documents GROUP BY reg_number, fiscal_drive_number
       ORDER BY reg_number COLLATE "C", MIN(date_time)`,
    );
    const size = await this.pool.query(
      `SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0)::bigint AS bytes
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')`,
      [this.schema],
    );
    return {
      counts: counted[0] as StoreStats['counts'],
      documents: rows as StoreStats['documents'],
      sizeBytes: Number(size.rows[0].bytes),
    };
  }

  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    // Partitions created in a rolled-back transaction are gone again.
    return inTransaction(this.pool, work, () => this.partitions.forget());
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}
