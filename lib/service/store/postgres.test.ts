import { afterEach, describe, expect, it } from 'vitest';
import { toIngestDocument } from '../ingest';
import { loadWorld, seedWorld, worldRows } from '../load-world';
import { generateDemoWorld } from '../seed';
import { DRIVE, REG, fixtureDocument, fixtureWorld } from '../testing/fixture-world';
import { openTestStore, type TestStore } from '../testing/test-store';
import { openPostgresStore, type PostgresStore } from './postgres';
import { PG_FIGURES_SQL } from './postgres-figures';
import { PG_MIGRATIONS } from './postgres-migrations';
import { everyTable } from './test-tables';
import { PG_DOCUMENT_SQL } from './postgres-reads';
import { arrivalsGoOn } from './test-arrivals';
import { a1NewDriveRange } from './test-ranges';

// What only the PostgreSQL engine has: versioned migrations, monthly partitions, plans that prune
// to one month and read an index in order, COPY ingest, the cursor's connection. Runs only in the
// `postgres` vitest project; with no server there it fails rather than skips.

const open: TestStore[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.dispose();
});
async function loaded() {
  const opened = await openTestStore('postgres');
  open.push(opened);
  await loadWorld(opened.store, fixtureWorld());
  return opened.store as PostgresStore;
}
const column = async (store: PostgresStore, sql: string, params: unknown[] = []) =>
  (await store.pool.query(sql, params)).rows.map((r) => Object.values(r)[0]);
type Plan = (sql: string, params: unknown[]) => Promise<string>;
/**
 * Runs `check` with EXPLAIN's plan of a query, as text. A handful of rows would be read by a
 * sequential scan; the plan that matters is the one a large table gets, so sequential scans are
 * priced out in the session the plans are made in.
 */
async function withPlans(store: PostgresStore, check: (plan: Plan) => Promise<void>) {
  const client = await store.pool.connect();
  try {
    await client.query('SET enable_seqscan = off');
    await check(async (sql, params) =>
      (await client.query(`EXPLAIN ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n'),
    );
  } finally {
    client.release();
  }
}

describe('PostgreSQL store', () => {
  it('records its migrations and applies none twice when a second instance opens it', async () => {
    const store = await loaded();
    expect(await column(store, 'SELECT version FROM schema_migrations ORDER BY 1')).toEqual(
      PG_MIGRATIONS.map((m) => m.version),
    );
    const url = (store.pool.options as { connectionString: string }).connectionString;
    const [a, b] = await Promise.all([
      openPostgresStore(url, { schema: store.schema, max: 1 }),
      openPostgresStore(url, { schema: store.schema, max: 1 }),
    ]);
    await Promise.all([a.close(), b.close()]);
    expect(await column(store, 'SELECT count(*)::int FROM schema_migrations')).toEqual([
      PG_MIGRATIONS.length,
    ]);
    expect(await store.hasOrganizations()).toBe(true);
  });

  it('is seeded exactly once when two instances start on one empty database at once', async () => {
    const opened = await openTestStore('postgres');
    open.push(opened);
    const first = opened.store as PostgresStore;
    const url = (first.pool.options as { connectionString: string }).connectionString;
    const second = await openPostgresStore(url, { schema: first.schema, max: 2 });
    const world = fixtureWorld();
    const results = await Promise.all([seedWorld(first, world), seedWorld(second, world)]);
    await second.close();
    expect(results.filter((r) => r === null)).toHaveLength(1);
    const total = (await first.stats()).documents.reduce((n, d) => n + d.count, 0);
    expect(results.find((r) => r !== null)?.documents).toBe(total);
    expect(total).toBe([...world.documents()].length);
  });

  it('partitions documents by month, one partition per month that holds documents', async () => {
    const store = await loaded();
    const partitions = await column(
      store,
      `SELECT c.relname FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
       JOIN pg_namespace n ON n.oid = p.relnamespace
       WHERE p.relname = 'documents' AND n.nspname = $1 ORDER BY 1`,
      [store.schema],
    );
    const months = await column(
      store,
      `SELECT DISTINCT 'documents_' || to_char(date_time, 'YYYY_MM') FROM documents ORDER BY 1`,
    );
    expect(partitions).toEqual(months);
    expect(partitions.length).toBeGreaterThan(1);
    // Each row sits in the partition of its month.
    expect(
      await column(
        store,
        `SELECT count(*)::int FROM documents
         WHERE tableoid::regclass::text <> 'documents_' || to_char(date_time, 'YYYY_MM')`,
      ),
    ).toEqual([0]);
  });

  it('reads one register and drive in one month from one partition’s index, without sorting', async () => {
    const store = await loaded();
    await withPlans(store, async (plan) => {
      const range = await plan(PG_DOCUMENT_SQL.range, [
        REG.a1,
        DRIVE.a1New,
        '2024-03-01T00:00:00',
        '2024-03-31T23:59:59',
      ]);
      expect(range).toMatch(/Index Scan using documents_2024_03_\w+ on documents_2024_03/);
      expect(range).not.toMatch(/documents_2024_0[124]|Sort|Seq Scan/);
      const one = await plan(PG_DOCUMENT_SQL.one, [DRIVE.a1New, 3, REG.a1]);
      expect(one).toMatch(/document_keys_pkey/);
      // A page of the paged operation: positions from the paging index alone, in March only.
      const page = await plan(PG_DOCUMENT_SQL.arrivals, [
        REG.a1,
        '2024-03-01T00:00:00',
        '2024-03-31T23:59:59',
        0,
        1000,
        null,
      ]);
      expect(page).toMatch(/Index Only Scan using documents_2024_03_reg_number_\w+/);
      expect(page).toMatch(/Index Scan using documents_2024_03_reg_number_seq_\w+/);
      expect(page).not.toMatch(/documents_2024_0[124]|Seq Scan/);
    });
  });

  it('numbers the documents of a store made before the arrival sequence, and goes on from there', async () => {
    const store = await loaded();
    // Back to a version-2 database holding the same documents.
    await store.pool.query(`ALTER TABLE documents DROP COLUMN seq;
      DROP SEQUENCE documents_seq;
      CREATE INDEX documents_by_register_time ON documents(reg_number, date_time, fd_number);
      DELETE FROM schema_migrations WHERE version = 3`);
    const url = (store.pool.options as { connectionString: string }).connectionString;
    const reopened = await openPostgresStore(url, { schema: store.schema, max: 2 });
    try {
      const all = await arrivalsGoOn(reopened);
      // Numbered by dateTime, drive and FD number, 1 upwards.
      expect(all.map((d) => d.dateTime)).toEqual(all.map((d) => d.dateTime).sort());
      expect(all).toHaveLength(14);
    } finally {
      await reopened.close();
    }
  });

  it('sums receipts from the partial indexes of the months the period touches, no body read', async () => {
    const store = await loaded();
    await withPlans(store, async (plan) => {
      const [from, to] = ['2024-03-01T00:00:00', '2024-03-31T23:59:59'];
      const byDay = await plan(PG_FIGURES_SQL.byDay, [[REG.a1], [from], [to], from, to]);
      // One index range scan per register, in March's partition only.
      expect(byDay).toMatch(
        /Index Only Scan using documents_2024_03_reg_number_date_time_\w+ on documents_2024_03/,
      );
      expect(byDay).toMatch(
        /Index Cond: \(\(reg_number = r\.reg_number\) AND \(date_time >= r\.from_time/,
      );
      expect(byDay).not.toMatch(/documents_2024_0[124]|Seq Scan|Sort/);
      const byShift = await plan(PG_FIGURES_SQL.byShift, [REG.a1, from, to]);
      expect(byShift).not.toMatch(/Seq Scan|body/);
      // The shift's receipts: March's partition only.
      const receipts = byShift.slice(
        byShift.indexOf('CTE receipts'),
        byShift.indexOf('CTE figures'),
      );
      expect(receipts).toMatch(
        /Index (Only )?Scan using documents_2024_03_\w+ on documents_2024_03 d/,
      );
      expect(receipts).not.toMatch(/documents_2024_0[124]/);
      // Its closing: one backward probe of its own entries per month, not a scan.
      expect(byShift).toMatch(
        /Scan Backward using documents_2024_03_reg_number_fiscal_drive_number_shift_numb_idx/,
      );
    });
  });

  it('fills the figures of documents stored before migration 2 when it runs', async () => {
    const opened = await openTestStore('postgres');
    open.push(opened);
    const store = opened.store as PostgresStore;
    const world = generateDemoWorld({ anchorDate: '2024-06-30', days: 5, seed: 5 });
    await loadWorld(store, world);
    const ranges = worldRows(world).cashboxes.map((c) => ({
      regNumber: c.regNumber,
      from: '2024-06-20T00:00:00',
      to: '2024-06-30T23:59:59',
    }));
    const everything = async (s: PostgresStore) => ({
      days: await s.figuresByDay(ranges),
      shifts: await Promise.all(ranges.map((r) => s.figuresByShift(r))),
    });
    const expected = await everything(store);
    expect(expected.days.length).toBeGreaterThan(3);
    // Back to a version-1 database holding the same documents.
    await store.pool.query(`ALTER TABLE documents DROP COLUMN shift_number,
      DROP COLUMN operation_type, DROP COLUMN total, DROP COLUMN cash, DROP COLUMN cashless,
      DROP COLUMN vat`);
    await store.pool.query('DELETE FROM schema_migrations WHERE version = 2');
    const url = (store.pool.options as { connectionString: string }).connectionString;
    const reopened = await openPostgresStore(url, { schema: store.schema, max: 2 });
    try {
      expect(await everything(reopened)).toEqual(expected);
    } finally {
      await reopened.close();
    }
  });

  it('fills the rows of the documents table for documents stored before migration 6', async () => {
    const store = await loaded();
    const regs = (await column(store, 'SELECT reg_number FROM cashboxes ORDER BY 1')) as string[];
    const expected = await everyTable(store, regs);
    const rows = expected.reduce((sum, t) => sum + t.rows.length, 0);
    expect(rows).toBe((await column(store, 'SELECT COUNT(*)::int FROM documents'))[0]);
    expect(rows).toBeGreaterThan(0);
    await store.pool.query('DROP TABLE document_rows');
    await store.pool.query('DELETE FROM schema_migrations WHERE version = 6');
    const url = (store.pool.options as { connectionString: string }).connectionString;
    const reopened = await openPostgresStore(url, { schema: store.schema, max: 2 });
    try {
      expect(await everyTable(reopened, regs)).toEqual(expected);
    } finally {
      await reopened.close();
    }
  });

  it('fills the counts per day from the rows stored before migration 7', async () => {
    const store = await loaded();
    const regs = (await column(store, 'SELECT reg_number FROM cashboxes ORDER BY 1')) as string[];
    const expected = await everyTable(store, regs);
    const counts = 'SELECT * FROM document_row_counts ORDER BY 1, 2, 3, 4, 5, 6';
    const { rows: written } = await store.pool.query(counts);
    expect(written.length).toBeGreaterThan(0);
    await store.pool.query('DROP TABLE document_row_counts');
    await store.pool.query('DELETE FROM schema_migrations WHERE version = 7');
    const url = (store.pool.options as { connectionString: string }).connectionString;
    const reopened = await openPostgresStore(url, { schema: store.schema, max: 2 });
    try {
      expect((await reopened.pool.query(counts)).rows).toEqual(written);
      expect(await everyTable(reopened, regs)).toEqual(expected);
    } finally {
      await reopened.close();
    }
  });

  it('ingests thousands of documents through COPY, idempotently, in one transaction per call', async () => {
    const store = await loaded();
    const docs = Array.from({ length: 3000 }, (_, i) => {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const month = String(5 + Math.floor(i / 1000)).padStart(2, '0');
      const d = fixtureDocument(
        'receipt',
        REG.a2,
        DRIVE.a2,
        1000 + i,
        `2024-${month}-${day}T10:00:00`,
      );
      return toIngestDocument(d.type, d.body);
    });
    const first = await store.ingestDocuments(docs);
    expect(first.every((o) => o.status === 'stored')).toBe(true);
    const again = await store.ingestDocuments(docs);
    expect(again.every((o) => o.status === 'duplicate')).toBe(true);
    expect(
      await column(store, 'SELECT count(*)::int FROM documents WHERE reg_number = $1', [REG.a2]),
    ).toEqual([3000 + (await fixtureCount(REG.a2))]);
    // A batch that fails as a whole (a malformed date the database refuses) leaves nothing behind.
    const broken = { ...docs[0]!, fdNumber: 9999, id: 'e0000000-0000-4000-8000-00000000b00c' };
    await expect(
      store.ingestDocuments([broken, { ...broken, dateTime: 'not a time' }]),
    ).rejects.toThrow();
    expect(await store.findDocument(REG.a2, DRIVE.a2, 9999)).toBeNull();
  });

  it('holds one connection per open cursor and gives it back at the end or on return()', async () => {
    const store = await loaded();
    const range = a1NewDriveRange();
    const reader = store.documentBatches(range, 2);
    expect((await reader.next()).value).toHaveLength(2);
    const cursors = await column(store, 'SELECT count(*)::int FROM pg_cursors');
    expect(store.pool.totalCount - store.pool.idleCount).toBe(1);
    expect(cursors).toEqual([0]); // pg_cursors lists this session's cursors only
    await reader.return(undefined);
    expect(store.pool.totalCount - store.pool.idleCount).toBe(0);
  });
});

async function fixtureCount(reg: string): Promise<number> {
  let n = 0;
  for (const d of fixtureWorld().documents()) if ((d.body.kktRegId as string).trim() === reg) n++;
  return n;
}
