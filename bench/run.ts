// npm run bench – the benchmark of a busy register's month, honestly split: the built-in service
// runs as its own process (a remote operator's stand-in) and the dashboard as another, reaching it
// over loopback HTTP. Every target is a ratio of figures measured in the same run, for both ways
// the dashboard reads days (paged `documents/by-period`, and `tickets` day by day). Each figure is
// the best of its rounds (other work on a shared machine only ever slows a run down); each round
// starts fresh processes, so every cache is cold. First-load JS of every route comes from the build.
// Then where the month's time goes (bench/breakdown.ts) and the health board and lookup on the
// demo world (bench/board.ts); the service's port + 2 serves the latter.
// Then the two stores side by side (bench/stores.ts): SQLite and PostgreSQL on the same documents,
// at the benchmark's volume and at ten times its history; PostgreSQL is DATABASE_URL or a
// throwaway cluster (.ci/postgres.sh).
// Then the month from a dashboard's mirror of it, side by side with the direct month
// (bench/copy-month.ts).
// Then the mirror copying a stand-in's registers × one busy day (bench/mirror-measure.ts), and the
// receipt search over an organization's registers for a week on a fresh demo world (its port + 3).
// Options: --rounds <n> (default 2), --seconds <n> (each load run, default 5), --port <n>
// (default 3600; the dashboard takes the next one), --build (rebuild even if a build exists),
// --stores-only (skip the HTTP part), --month-only (only the month's rounds and its breakdown,
// printed and not written: a quick look while working on the month's path), --volumes <list>
// (multiples of the month for the stores, default 1,10), --pg-port <n> (default 55433),
// --mirror-registers <n> (default 1000; 0 skips the mirror's rows). Not part of `npm test`.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureRoutes } from '../e2e/first-load-js.mjs';
import { measureBoard } from './board';
import { breakdown, straightFromService } from './breakdown';
import { copyMonthLines, copyMonthRound } from './copy-month';
import { floor } from './measure';
import { measureMirror } from './mirror-measure';
import { measureReceiptSearchOnDemo } from './receipt-search';
import { serverBenchOptions } from './options';
import { benchPostgres } from './pg-server';
import { print, save, summarize, type Results } from './report';
import { buildIfNeeded, startServer } from './server';
import { compareStores } from './stores';
import { printStores } from './stores-report';
import { twoProcessRound, type Path, type TwoProcessRound } from './two-process';
import { WORLD, ensureWorld, findBusyRegister, openDatabase } from './world';

const { values } = parseArgs({
  options: {
    ...serverBenchOptions({ seconds: '5', port: '3600' }),
    rounds: { type: 'string', default: '2' },
    'stores-only': { type: 'boolean', default: false },
    'month-only': { type: 'boolean', default: false },
    volumes: { type: 'string', default: '1,10' },
    'pg-port': { type: 'string', default: '55433' },
    'mirror-registers': { type: 'string', default: '1000' },
  },
});
const root = process.cwd();
const dataDir = path.join(root, 'bench', 'data');
const best = <T extends { ms: number }>(runs: T[]) => runs.reduce((a, b) => (b.ms < a.ms ? b : a));
const PATHS: Path[] = ['by-period', 'tickets'];

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
  // The floor first, while no server runs: best of three.
  const c = best([floor(db, month), floor(db, month), floor(db, month)]);
  db.close();
  buildIfNeeded(root, values.build);

  const rounds: TwoProcessRound[] = [];
  const count = Math.max(1, Number(values.rounds));
  for (let i = 0; i < count; i++) {
    for (const way of PATHS) {
      console.log(`round ${i + 1} of ${count}, ${way}…`);
      // The one-day load runs once, in the last round of the paged path.
      const last = i === count - 1 && way === 'by-period';
      const round = await twoProcessRound(
        root,
        dataDir,
        Number(values.port),
        reg,
        way,
        last ? Number(values.seconds) : undefined,
      );
      if (round.total !== c.documents) {
        console.warn(`! dashboard total ${round.total} ≠ floor ${c.documents} (${way})`);
      }
      rounds.push(round);
      const direct = Math.min(...round.directMonth.map((t) => t.ms));
      console.log(
        `  complete ${round.completeMs.toFixed(0)} ms / direct month ${direct.toFixed(0)} ms = ` +
          `${(round.completeMs / direct).toFixed(2)}; first rows ${round.firstRowsMs.toFixed(0)} ms; ` +
          `load average ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }
  }

  // Where the month's time goes, stage by stage, against a fresh service of its own.
  console.log('breakdown of the month…');
  const service = await startServer(root, dataDir, Number(values.port));
  // One pass unmeasured first: the first pass on a fresh service was ~20% slower than the later
  // ones whatever it did, which once passed for the effect of asking ahead
  // (docs/month-pipeline.md).
  await breakdown(service.baseUrl, reg, 'by-period');
  const split = {
    'by-period': await breakdown(service.baseUrl, reg, 'by-period'),
    tickets: await breakdown(service.baseUrl, reg, 'tickets'),
  };
  // The same pages, each next one asked before the page in hand is read: what asking ahead does.
  const pagesAhead = await breakdown(service.baseUrl, reg, 'by-period', true);
  // The operator's own time for the same requests, bodies unparsed: what no dashboard can cut.
  const straight = {
    'by-period': await straightFromService(service.baseUrl, reg, 'by-period'),
    tickets: await straightFromService(service.baseUrl, reg, 'tickets'),
  };
  await service.stop();
  const figures: Omit<Results, 'stores' | 'board'> = {
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
    floor: { ms: c.ms, bytes: c.bytes },
    ...summarize(rounds),
    firstLoadJs: measureRoutes(root).map((r) => ({
      route: r.route,
      gzipKb: Number(r.gzipKb.toFixed(1)),
      largest: r.scripts.slice(0, 3).map((s) => `${s.file} ${s.gzipKb.toFixed(1)} kB ${s.hint}`),
    })),
    breakdown: split,
    pagesAhead,
    straight,
  };
  if (values['month-only']) {
    print({ ...figures, board: null, stores: [] });
    console.log('\n--month-only: bench/results.json is not written');
    return;
  }
  // The same month from a mirror's copy of it, beside the direct month of its own round.
  console.log("the month from the mirror's copy…");
  const copyMonth = await copyMonthRound(root, dataDir, Number(values.port), reg);
  for (const line of copyMonthLines(copyMonth)) console.log(line);
  console.log('health board and lookup on the demo world…');
  const board = await measureBoard(root, Number(values.port) + 2);
  console.log('receipt search over a week on the demo world…');
  const receiptSearch = await measureReceiptSearchOnDemo(root, Number(values.port) + 3);
  const registers = Number(values['mirror-registers']);
  console.log(registers > 0 ? `mirror: ${registers} registers × 300 receipts…` : '');
  const mirror =
    registers > 0 ? await measureMirror({ registers, perDay: 300, concurrency: 4 }) : null;

  const results: Results = {
    ...figures,
    // Measured again at the end: the month's rounds ran long before.
    machine: { ...figures.machine, loadAverage: os.loadavg() },
    board,
    receiptSearchWeekMs: receiptSearch.coldMs,
    receiptSearch,
    mirror,
    copyMonth,
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
