import { randomBytes } from 'node:crypto';
import { readFileSync, statfsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { documentBatches, worldRows } from '@/lib/service/load-world';
import { inTransaction } from '@/lib/postgres/in-transaction';
import { generateDemoWorld } from '@/lib/service/seed';
import { openPostgresStore, type PostgresStore } from '@/lib/service/store/postgres';
import { PartitionCache } from '@/lib/service/store/postgres-partitions';
import { PG_DOCUMENT_SQL } from '@/lib/service/store/postgres-reads';
import { MONTH, STATISTICS, bestOf, readMonth } from './stores';
import { WORLD } from './world';

// PostgreSQL at 1×, 10× and 100× of the benchmark's volume in one run, on one database that grows
// (docs/scale.md, "Measured here"). Generating and importing 100× through Node would take hours on
// a small machine, so only 1× (the busy world's March) is imported through the store's own path
// (Store.ingestDocuments, COPY); the database then grows inside PostgreSQL: copy k is the imported
// documents shifted back k whole months, with FD numbers and GUIDs made distinct, into partitions
// created the way an import creates them (PartitionCache). Every measured read (the busy month via
// `tickets`, the 30-day statistics) stays inside the unshifted March, so each row runs the same
// query over a database 1, 10 and 100 times larger. Copies keep their body text as imported (the
// columns are shifted, the JSON is not): reads of copies are not measured, only their weight.
//   DATABASE_URL=postgres://… npm run bench:stores-grow -- [--target 100] [--until 13:10]
// --until stops growing at that machine time and measures what was reached, labelled as such;
// --max-disk (default 0.8) stops it when the temporary directory's disk is that full, as df counts.

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: '100' },
    until: { type: 'string' },
    'max-disk': { type: 'string', default: '0.8' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (e.g. from .ci/postgres.sh start)');
const target = Number(values.target);
/** FD numbers of copy k are offset by k × this; the imported ones stay far below it. */
const FD_STEP = 10_000_000;

type Row = {
  volume: string;
  documents: number;
  made: string;
  importPerSecond: number | null;
  monthMs: number;
  monthDocuments: number;
  statisticsMs: number;
  sizeMb: number;
  /** Rows of document_keys and month partitions of documents: the growth checked, not assumed. */
  keys: number;
  partitions: number;
  /** Partitions in the month read's plan: pruning shown, not inferred. */
  monthPartitionsScanned: number;
  loadAverage: number[];
  measuredAt: string;
};

const pastDeadline = () => {
  if (!values.until) return false;
  const [h, m] = values.until.split(':').map(Number) as [number, number];
  const now = new Date();
  return now.getHours() * 60 + now.getMinutes() >= h * 60 + m;
};
/** As `df` counts it: used over what is used plus what an unprivileged writer may still use. */
const diskUsed = () => {
  const s = statfsSync(os.tmpdir());
  return (s.blocks - s.bfree) / (s.blocks - s.bfree + s.bavail);
};

async function grow(store: PostgresStore, k: number, importedFrom: string): Promise<void> {
  const partitions = new PartitionCache();
  await inTransaction(store.pool, async (client) => {
    const { rows } = await client.query<{ month: string }>(
      `SELECT DISTINCT to_char(date_time - make_interval(months => $1), 'YYYY-MM') AS month
       FROM document_keys WHERE fd_number < $2`,
      [k, FD_STEP],
    );
    await partitions.ensure(
      client,
      rows.map((r) => r.month),
    );
    const shift = [k, k * FD_STEP, FD_STEP, `~${k}`];
    await client.query(
      `INSERT INTO document_keys (fiscal_drive_number, fd_number, id, reg_number, date_time)
       SELECT fiscal_drive_number, fd_number + $2, id || $4, reg_number,
         date_time - make_interval(months => $1)
       FROM document_keys WHERE fd_number < $3`,
      shift,
    );
    // Only the imported partitions are read (date_time from the first imported one): copies sit
    // before it, and the FD number tells the imported documents from copies in the same month.
    await client.query(
      `INSERT INTO documents (id, type, reg_number, fiscal_drive_number, fd_number, date_time,
         receive_utc, body, shift_number, operation_type, total, cash, cashless, vat)
       SELECT id || $4, type, reg_number, fiscal_drive_number, fd_number + $2,
         date_time - make_interval(months => $1), receive_utc, body,
         shift_number, operation_type, total, cash, cashless, vat
       FROM documents WHERE fd_number < $3 AND date_time >= $5`,
      [...shift, importedFrom],
    );
  });
}

async function measure(
  store: PostgresStore,
  volume: string,
  made: string,
  importRate: number | null,
) {
  // The partition every measured read touches, vacuumed and analyzed before each row alike, so
  // autovacuum's timing does not decide the figures (index-only scans need the visibility map).
  await store.pool.query('VACUUM (ANALYZE) documents_2025_03');
  await store.pool.query('ANALYZE document_keys');
  const stats = await store.stats();
  const { rows: counted } = await store.pool.query<{ keys: number; partitions: number }>(
    `SELECT (SELECT COUNT(*) FROM document_keys)::int AS keys,
       (SELECT COUNT(*) FROM pg_inherits WHERE inhparent = 'documents'::regclass)::int AS partitions`,
  );
  const busiest = stats.documents.reduce((a, b) => (b.count > a.count ? b : a));
  const range = {
    regNumber: busiest.regNumber,
    fiscalDriveNumber: busiest.fiscalDriveNumber,
    ...MONTH,
  };
  const registers = [...new Set(stats.documents.map((d) => d.regNumber))].map((regNumber) => ({
    regNumber,
    ...STATISTICS,
  }));
  const { rows: plan } = await store.pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN ${PG_DOCUMENT_SQL.range}`,
    [range.regNumber, range.fiscalDriveNumber, range.from, range.to],
  );
  const scanned = new Set(
    plan.flatMap((p) => p['QUERY PLAN'].match(/documents_\d{4}_\d{2}/g) ?? []),
  );
  const month = [await readMonth(store, range), await readMonth(store, range)].reduce((a, b) =>
    b.ms < a.ms ? b : a,
  );
  const row: Row = {
    volume,
    documents: stats.documents.reduce((sum, d) => sum + d.count, 0),
    made,
    importPerSecond: importRate,
    monthMs: month.ms,
    monthDocuments: month.documents,
    statisticsMs: await bestOf(3, () => store.figuresByDay(registers)),
    sizeMb: stats.sizeBytes / 1024 / 1024,
    ...counted[0]!,
    monthPartitionsScanned: scanned.size,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    measuredAt: new Date().toISOString(),
  };
  console.log(JSON.stringify(row));
  if (row.keys !== row.documents)
    throw new Error(`${row.keys} keys for ${row.documents} documents`);
  return row;
}

async function main() {
  const schema = `bench_grow_${randomBytes(4).toString('hex')}`;
  const store = await openPostgresStore(url!, { schema, max: 2 });
  const rows: Row[] = [];
  const growth = { copies: 0, ms: 0, stoppedBy: 'target' };
  try {
    const world = generateDemoWorld({
      profile: 'busy',
      days: WORLD.days,
      receiptsPerDay: WORLD.receiptsPerDay,
      anchorDate: WORLD.anchor,
    });
    await store.replaceAll(worldRows(world), []);
    let imported = 0;
    let spent = 0;
    for (const batch of documentBatches(world, 1000)) {
      const started = performance.now();
      const outcomes = await store.ingestDocuments(batch);
      spent += performance.now() - started;
      if (outcomes.some((o) => o.status !== 'stored')) throw new Error('not stored');
      imported += batch.length;
    }
    const { rows: first } = await store.pool.query<{ from: string }>(
      `SELECT to_char(MIN(date_time), 'YYYY-MM-DD"T"HH24:MI:SS') AS from FROM document_keys`,
    );
    const importedFrom = first[0]!.from;
    console.log(`imported ${imported} documents from ${importedFrom}`);
    rows.push(
      await measure(store, '1×', 'imported (Store.ingestDocuments)', imported / (spent / 1000)),
    );
    for (const checkpoint of [...new Set([10, target])].filter((c) => c <= target)) {
      while (growth.copies + 1 < checkpoint) {
        if (pastDeadline()) growth.stoppedBy = `--until ${values.until}`;
        else if (diskUsed() > Number(values['max-disk'])) growth.stoppedBy = 'disk';
        if (growth.stoppedBy !== 'target') break;
        const started = performance.now();
        await grow(store, growth.copies + 1, importedFrom);
        growth.ms += performance.now() - started;
        growth.copies += 1;
        console.log(
          `copy ${growth.copies}: ${Math.round(growth.ms / 1000)} s so far, disk ${(diskUsed() * 100).toFixed(1)} %`,
        );
      }
      const n = growth.copies + 1;
      const made = `1× imported, grown in PostgreSQL to ${n}× (${growth.copies} copies shifted back by whole months, ${Math.round(growth.ms / 1000)} s)`;
      rows.push(await measure(store, `${n}×`, made, null));
      if (growth.stoppedBy !== 'target') break;
    }
  } finally {
    await store.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => client.end());
  }
  const file = path.join(process.cwd(), 'bench', 'results-stores.json');
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  // Each run is kept beside the earlier ones: on a shared machine one run's figures mean little.
  const runs = Array.isArray(saved.postgresGrown) ? (saved.postgresGrown as unknown[]) : [];
  saved.postgresGrown = [...runs, { at: new Date().toISOString(), growth, rows }];
  writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`);
  console.log(`written to bench/results-stores.json (growth: ${JSON.stringify(growth)})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
