import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { prepareFigureReads } from './sqlite-figures';
import { migrate } from './sqlite-migrations';
import { prepareReads } from './sqlite-reads';
import { prepareTableReads } from './sqlite-table';
import { composeFigures } from './table-rows';
import { prepareWrites } from './sqlite-writes';
import type { DocumentRange, IngestDocument, Store, StoreStats, WorldRows } from './types';

// The embedded engine: one SQLite file per data directory, WAL so readers never wait for the
// writer, foreign keys on, schema migrated on open.

export const DATABASE_FILE = 'ofd.sqlite';
const DEFAULT_BATCH = 1000;

export function openSqliteStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true });
  return new SqliteStore(new Database(path.join(dataDir, DATABASE_FILE)));
}

/** A throwaway store for tests and tools. */
export function openMemoryStore(): Store {
  return new SqliteStore(new Database(':memory:'));
}

export class SqliteStore implements Store {
  private readonly reads;
  private readonly writes;
  private readonly figures;
  private readonly table;

  constructor(readonly db: Database.Database) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
    this.reads = prepareReads(db);
    this.writes = prepareWrites(db);
    this.figures = prepareFigureReads(db);
    this.table = prepareTableReads(db);
  }

  integratorExists = async (apiKey: string) => this.reads.integratorExists(apiKey);
  findSession = async (id: string) => this.reads.findSession(id);
  hasOrganizations = async () => this.reads.hasOrganizations();
  listOrganizations: Store['listOrganizations'] = async (who) => this.reads.listOrganizations(who);
  findOrganization: Store['findOrganization'] = async (who, id) =>
    this.reads.findOrganization(who, id);
  findOrganizationsByInn: Store['findOrganizationsByInn'] = async (who, inn) =>
    this.reads.findOrganizationsByInn(who, inn);
  listRegisters: Store['listRegisters'] = async (who, id) => this.reads.listRegisters(who, id);
  findRegister: Store['findRegister'] = async (who, id, regNumber) =>
    this.reads.findRegister(who, id, regNumber);
  hasFiscalDrive: Store['hasFiscalDrive'] = async (regNumber, drive) =>
    this.reads.hasFiscalDrive(regNumber, drive);
  registerAddress: Store['registerAddress'] = async (regNumber) =>
    this.reads.registerAddress(regNumber);
  findDocument: Store['findDocument'] = async (regNumber, drive, fd) =>
    this.reads.findDocument(regNumber, drive, fd);
  documentsByArrival: Store['documentsByArrival'] = async (query) => this.reads.byArrival(query);
  documentTimeAt: Store['documentTimeAt'] = async (regNumber, seq) =>
    this.reads.timeAt(regNumber, seq);
  findDocumentById: Store['findDocumentById'] = async (regNumber, id) =>
    this.reads.byId(regNumber, id);

  figuresByDay: Store['figuresByDay'] = async (ranges) => this.figures.byDay(ranges);
  figuresByShift: Store['figuresByShift'] = async (range) => this.figures.byShift(range);
  tableFigures: Store['tableFigures'] = (query) =>
    composeFigures(query, { ...this.table, byDay: this.figuresByDay });
  tableRows: Store['tableRows'] = async (query, page) => this.table.page(query, page);
  tablePosition: Store['tablePosition'] = async (query, order, document) =>
    this.table.position(query, order, document);

  // Keyset batches: each batch is one complete .all(), so nothing stays open while the consumer
  // (an HTTP stream) waits, and other requests can use the connection in between.
  async *documentBatches(range: DocumentRange, batchSize = DEFAULT_BATCH) {
    let batch = this.reads.firstBatch(range, batchSize);
    while (batch.length > 0) {
      yield batch;
      const last = batch.at(-1)!;
      if (batch.length < batchSize) return;
      batch = this.reads.nextBatch(range, last, batchSize);
    }
  }

  replaceAll = async (rows: WorldRows, documents: Iterable<IngestDocument[]>) =>
    this.writes.replaceAll.immediate(rows, documents);
  seedIfEmpty = async (rows: WorldRows, documents: Iterable<IngestDocument[]>) =>
    this.writes.seedIfEmpty.immediate(rows, documents);
  ingestDocuments = async (documents: IngestDocument[]) => this.writes.ingest.immediate(documents);

  async stats(): Promise<StoreStats> {
    const count = (table: string) =>
      Number(this.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get());
    const documents = this.db
      .prepare(
        `SELECT reg_number AS regNumber, fiscal_drive_number AS fiscalDriveNumber,
           COUNT(*) AS count, MIN(date_time) AS first, MAX(date_time) AS last
         FROM documents GROUP BY reg_number, fiscal_drive_number
         ORDER BY reg_number, first`,
      )
      .all() as StoreStats['documents'];
    return {
      counts: {
        integrators: count('integrators'),
        sessions: count('sessions'),
        organizations: count('organizations'),
        cashboxes: count('cashboxes'),
        fiscalDrives: count('fiscal_drives'),
        grants: count('cashbox_grants'),
      },
      documents,
      sizeBytes: this.sizeBytes(),
    };
  }

  private sizeBytes(): number {
    const file = this.db.name;
    if (file === ':memory:') {
      return (
        Number(this.db.pragma('page_count', { simple: true })) *
        Number(this.db.pragma('page_size', { simple: true }))
      );
    }
    return [file, `${file}-wal`].reduce((sum, f) => {
      try {
        return sum + statSync(f).size;
      } catch {
        return sum;
      }
    }, 0);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
