import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { documentBatches, worldRows } from '@/lib/service/load-world';
import { generateDemoWorld } from '@/lib/service/seed';
import { envelopeText } from '@/lib/service/shapes';
import { openPostgresStore } from '@/lib/service/store/postgres';
import { openSqliteStore } from '@/lib/service/store/sqlite';
import type { DocumentRange, Store } from '@/lib/service/store/types';
import { WORLD } from './world';

// SQLite and PostgreSQL side by side, in this process, on the same generated documents: the
// import path (Store.ingestDocuments in batches of 1,000 — COPY on PostgreSQL), a month of the
// busy register through the `tickets` read (Store.documentBatches, serialized as the service
// does), and the process's peak RSS while that month streams. "10×" keeps the busy register's
// 3,000 receipts a day and makes the history ten times longer, so the month read must find one
// month among ten (partition pruning on PostgreSQL, the index range on SQLite). Last, the
// statistics read: the 30 days up to the anchor, by day, for every register in one call
// (Store.figuresByDay, as the organization operation asks it).

export type EngineFigures = {
  importPerSecond: number;
  monthMs: number;
  monthDocuments: number;
  monthPeakRssMb: number;
  /** The statistics operation's read: 30 days by day for every register of the world. */
  statisticsMs: number;
  sizeMb: number;
};
export type StoreRow = {
  volume: string;
  documents: number;
  sqlite: EngineFigures;
  postgres: EngineFigures;
};
type Engine = 'sqlite' | 'postgres';

const rssMb = () => process.memoryUsage.rss() / 1024 / 1024;
export const MONTH = { from: '2025-03-01T00:00:00', to: '2025-03-31T23:59:59' };
export const STATISTICS = { from: '2025-03-02T00:00:00', to: '2025-03-31T23:59:59' };

export async function bestOf(runs: number, work: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export async function compareStores(
  url: string,
  volumes: { name: string; days: number }[],
): Promise<StoreRow[]> {
  const rows: StoreRow[] = [];
  for (const volume of volumes) {
    console.log(`stores: ${volume.name} (${volume.days} days of the busy register)…`);
    rows.push(await compareOne(url, volume));
  }
  return rows;
}

async function compareOne(url: string, volume: { name: string; days: number }): Promise<StoreRow> {
  const world = generateDemoWorld({
    profile: 'busy',
    days: volume.days,
    receiptsPerDay: WORLD.receiptsPerDay,
    anchorDate: WORLD.anchor,
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'ofd-bench-sqlite-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const stores: Record<Engine, Store> = {
    sqlite: openSqliteStore(dir),
    postgres: await openPostgresStore(url, { schema, max: 2 }),
  };
  try {
    const spent: Record<Engine, number> = { sqlite: 0, postgres: 0 };
    for (const engine of ['sqlite', 'postgres'] as const) {
      await stores[engine].replaceAll(worldRows(world), []);
    }
    // One generated batch goes into both engines in turn: the generator's own time is paid once
    // and counted for neither.
    let documents = 0;
    for (const batch of documentBatches(world, 1000)) {
      documents += batch.length;
      for (const engine of ['sqlite', 'postgres'] as const) {
        const started = performance.now();
        const outcomes = await stores[engine].ingestDocuments(batch);
        spent[engine] += performance.now() - started;
        if (outcomes.some((o) => o.status !== 'stored')) throw new Error(`${engine}: not stored`);
      }
    }
    const range = await busyMonth(stores.sqlite);
    const thirtyDays = worldRows(world).cashboxes.map((c) => ({
      regNumber: c.regNumber,
      from: STATISTICS.from,
      to: STATISTICS.to,
    }));
    const figures = async (engine: Engine): Promise<EngineFigures> => {
      const runs = [await readMonth(stores[engine], range), await readMonth(stores[engine], range)];
      const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
      return {
        importPerSecond: documents / (spent[engine] / 1000),
        monthMs: best.ms,
        monthDocuments: best.documents,
        monthPeakRssMb: Math.max(...runs.map((r) => r.peakRssMb)),
        statisticsMs: await bestOf(3, () => stores[engine].figuresByDay(thirtyDays)),
        sizeMb: (await stores[engine].stats()).sizeBytes / 1024 / 1024,
      };
    };
    return {
      volume: volume.name,
      documents,
      sqlite: await figures('sqlite'),
      postgres: await figures('postgres'),
    };
  } finally {
    await stores.sqlite.close();
    await stores.postgres.close();
    rmSync(dir, { recursive: true, force: true });
    await dropSchema(url, schema);
  }
}

async function busyMonth(store: Store): Promise<DocumentRange> {
  const busiest = (await store.stats()).documents.reduce((a, b) => (b.count > a.count ? b : a));
  return { regNumber: busiest.regNumber, fiscalDriveNumber: busiest.fiscalDriveNumber, ...MONTH };
}

/** The month as `tickets` sends it: every batch serialized to the response's JSON text. */
export async function readMonth(store: Store, range: DocumentRange) {
  global.gc?.();
  const before = rssMb();
  let peak = before;
  let documents = 0;
  let bytes = 0;
  const started = performance.now();
  for await (const batch of store.documentBatches(range)) {
    bytes += Buffer.byteLength(batch.map(envelopeText).join(','));
    documents += batch.length;
    peak = Math.max(peak, rssMb());
  }
  return { ms: performance.now() - started, documents, bytes, peakRssMb: peak };
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => client.end());
}
