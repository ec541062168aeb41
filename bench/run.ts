// npm run bench – the benchmark of a busy register's month served directly by the built-in
// service, through the dashboard's documents API, and read straight from SQLite, side by side on
// this machine. Each figure is the best of its runs (other work on a shared machine only ever
// slows a run down); each round starts a fresh server so the dashboard's first page is cold.
// Then the two stores side by side (bench/stores.ts): SQLite and PostgreSQL on the same documents,
// at the benchmark's volume and at ten times its history; PostgreSQL is DATABASE_URL or a
// throwaway cluster (.ci/postgres.sh).
// Options: --rounds <n> (default 2), --seconds <n> (each load run, default 8), --port <n>
// (default 3600), --build (rebuild even if a build exists), --stores-only (skip the HTTP part),
// --volumes <list> (multiples of the month for the stores, default 1,10), --pg-port <n> (default
// 55433). Not part of `npm test`.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoadJs } from './first-load-js';
import { floor } from './measure';
import { serverBenchOptions } from './options';
import { benchPostgres } from './pg-server';
import { print, save, type Results } from './report';
import { compareStores } from './stores';
import { printStores } from './stores-report';
import { round, type Round } from './round';
import { buildIfNeeded } from './server';
import { WORLD, ensureWorld, findBusyRegister, openDatabase } from './world';

const { values } = parseArgs({
  options: {
    ...serverBenchOptions({ seconds: '8', port: '3600' }),
    rounds: { type: 'string', default: '2' },
    'stores-only': { type: 'boolean', default: false },
    volumes: { type: 'string', default: '1,10' },
    'pg-port': { type: 'string', default: '55433' },
  },
});
const root = process.cwd();
const dataDir = path.join(root, 'bench', 'data');
const seconds = Number(values.seconds);
const best = <T extends { ms: number }>(runs: T[]) => runs.reduce((a, b) => (b.ms < a.ms ? b : a));
const min = (xs: number[]) => Math.min(...xs);
const max = (xs: number[]) => Math.max(...xs);

async function stores() {
  const server = benchPostgres(root, Number(values['pg-port']));
  try {
    const volumes = values.volumes.split(',').map((v) => Number(v.trim()));
    return await compareStores(
      server.url,
      volumes.map((v) => ({ name: `${v}×`, days: WORLD.days * v })),
    );
  } finally {
    server.stop();
  }
}

async function main() {
  if (values['stores-only']) {
    const rows = await stores();
    printStores(rows);
    save(path.join(root, 'bench', 'results-stores.json'), rows);
    console.log('\nwritten to bench/results-stores.json');
    return;
  }
  ensureWorld(root, dataDir);
  const db = openDatabase(dataDir);
  const reg = findBusyRegister(db);
  const month = { rnm: reg.rnm, drive: reg.drive, from: reg.from, to: reg.to };
  // (c) first, while no server runs: the floor, best of three.
  const c = best([floor(db, month), floor(db, month), floor(db, month)]);
  db.close();
  const build = buildIfNeeded(root, values.build);

  const rounds: Round[] = [];
  const count = Math.max(1, Number(values.rounds));
  for (let i = 0; i < count; i++) {
    console.log(`round ${i + 1} of ${count}…`);
    const last = i === count - 1;
    rounds.push(await round(root, dataDir, Number(values.port), reg, last ? seconds : undefined));
  }
  const a = best(rounds.flatMap((r) => r.a));
  const aGzip = best(rounds.map((r) => r.aGzip));
  const loads = rounds.at(-1)!.load!;
  for (const r of rounds) {
    if (r.total !== c.documents)
      console.warn(`! dashboard total ${r.total} ≠ floor ${c.documents}`);
  }
  if (a.bytes !== c.bytes) console.warn(`! tickets sent ${a.bytes} bytes, the floor ${c.bytes}`);

  const results: Results = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
    world: {
      documents: c.documents,
      bytes: c.bytes,
      from: reg.from,
      to: reg.to,
      busiestDay: reg.busiestDay,
    },
    rounds: count,
    idleRssMb: min(rounds.map((r) => r.idleRssMb)),
    a: { ms: a.ms, bytes: a.bytes, peakRssMb: max(rounds.map((r) => r.aPeakRssMb)) },
    aGzip: {
      ms: aGzip.ms,
      bytes: aGzip.bytes,
      peakRssMb: max(rounds.map((r) => r.aGzipPeakRssMb)),
    },
    b: {
      firstPageMs: best(rounds.map((r) => r.first)).ms,
      resortMs: best(rounds.map((r) => r.resort)).ms,
      secondPageMs: best(rounds.map((r) => r.second)).ms,
      peakRssMb: max(rounds.map((r) => r.firstPeakRssMb)),
      total: rounds[0]!.total,
    },
    c: { ms: c.ms, bytes: c.bytes },
    d: {
      direct: loads.direct.requestsPerSecond,
      dashboard: loads.dashboard.requestsPerSecond,
      seconds,
    },
    firstLoadJs: firstLoadJs(root, build.output),
    stores: await stores(),
  };
  print(results);
  printStores(results.stores);
  save(path.join(root, 'bench', 'results.json'), results);
  console.log('\nwritten to bench/results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
