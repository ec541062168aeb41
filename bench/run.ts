// npm run bench – the benchmark of a busy register's month served directly by the built-in
// service, through the dashboard's documents API, and read straight from SQLite, side by side on
// this machine. Each figure is the best of its runs (other work on a shared machine only ever
// slows a run down); each round starts a fresh server so the dashboard's first page is cold.
// Options: --rounds <n> (default 2), --seconds <n> (each load run, default 8), --port <n>
// (default 3600), --build (rebuild even if a build exists). Not part of `npm test`.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoadJs } from './first-load-js';
import { floor } from './measure';
import { serverBenchOptions } from './options';
import { print, save, type Results } from './report';
import { round, type Round } from './round';
import { buildIfNeeded } from './server';
import { ensureWorld, findBusyRegister, openDatabase } from './world';

const { values } = parseArgs({
  options: {
    ...serverBenchOptions({ seconds: '8', port: '3600' }),
    rounds: { type: 'string', default: '2' },
  },
});
const root = process.cwd();
const dataDir = path.join(root, 'bench', 'data');
const seconds = Number(values.seconds);
const best = <T extends { ms: number }>(runs: T[]) => runs.reduce((a, b) => (b.ms < a.ms ? b : a));
const min = (xs: number[]) => Math.min(...xs);
const max = (xs: number[]) => Math.max(...xs);

async function main() {
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
  };
  print(results);
  save(path.join(root, 'bench', 'results.json'), results);
  console.log('\nwritten to bench/results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
