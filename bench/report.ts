import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BUDGET_KB } from '../e2e/first-load-js.mjs';
import type { Load } from './measure';
import { breakdownRows, extraTargets, type ExtraResults, type Target } from './report-rows';
import type { StoreRow } from './stores';
import type { Path, TwoProcessRound } from './two-process';

// The benchmark's tables and bench/results.json. Every ratio is of figures measured in the same
// run; each figure is the best (or, for memory, the highest) of its rounds.

/** One way of reading days, best of its rounds. */
export type PathFigures = {
  firstRowsMs: number;
  firstRowsCount: number;
  completeMs: number;
  resortMs: number;
  secondPageMs: number;
  dashboardPeakRssMb: number;
  total: number;
  /** CPU milliseconds each process used over the best round's complete load. */
  cpu: { serviceMs: number; dashboardMs: number };
};

export type Results = {
  at: string;
  machine: { cpus: number; node: string; loadAverage: number[] };
  world: { documents: number; bytes: number; from: string; to: string; busiestDay: string };
  rounds: number;
  /** The same rows read straight from SQLite and serialised in the benchmark's own process. */
  floor: { ms: number; bytes: number };
  /** The service process alone. */
  service: {
    directMonthMs: number;
    directGzipMs: number;
    bytes: number;
    idleRssMb: number;
    peakRssMb: number;
    /** The service's CPU milliseconds for one direct month. */
    directCpuMs: number;
  };
  dashboardIdleRssMb: number;
  paths: Record<Path, PathFigures>;
  load: { direct: number; dashboard: number; seconds: number } | null;
  firstLoadJs: { route: string; gzipKb: number; largest: string[] }[];
  /** SQLite and PostgreSQL side by side (bench/stores.ts). */
  stores: StoreRow[];
} & ExtraResults;

const min = (xs: number[]) => Math.min(...xs);
const max = (xs: number[]) => Math.max(...xs);

export function summarize(rounds: TwoProcessRound[]) {
  const of = (path: Path): PathFigures => {
    const rs = rounds.filter((r) => r.path === path);
    return {
      firstRowsMs: min(rs.map((r) => r.firstRowsMs)),
      firstRowsCount: rs[0]!.firstRowsCount,
      completeMs: min(rs.map((r) => r.completeMs)),
      resortMs: min(rs.map((r) => r.resortMs)),
      secondPageMs: min(rs.map((r) => r.secondPageMs)),
      dashboardPeakRssMb: max(rs.map((r) => r.dashboardPeakRssMb)),
      total: rs[0]!.total,
      cpu: rs.reduce((a, b) => (b.completeMs < a.completeMs ? b : a)).cpu,
    };
  };
  const load = rounds.find((r) => r.load)?.load;
  const rps = (l: Load) => Number(l.requestsPerSecond.toFixed(1));
  return {
    service: {
      directMonthMs: min(rounds.flatMap((r) => r.directMonth.map((t) => t.ms))),
      directGzipMs: min(rounds.map((r) => r.directGzip.ms)),
      bytes: rounds[0]!.directMonth[0]!.bytes,
      idleRssMb: min(rounds.map((r) => r.serviceIdleRssMb)),
      peakRssMb: max(rounds.map((r) => r.directPeakRssMb)),
      directCpuMs: min(rounds.map((r) => r.cpu.directServiceMs)),
    },
    dashboardIdleRssMb: min(rounds.map((r) => r.dashboardIdleRssMb)),
    paths: { 'by-period': of('by-period'), tickets: of('tickets') },
    load: load
      ? { direct: rps(load.direct), dashboard: rps(load.dashboard), seconds: load.seconds }
      : null,
  };
}

export function pathTargets(r: Results, path: Path): Target[] {
  const p = r.paths[path];
  const direct = r.service.directMonthMs;
  const first = p.firstRowsMs / direct;
  const complete = p.completeMs / direct;
  return [
    {
      name: `${path}: time to first rows / direct month`,
      value: first.toFixed(2),
      target: '≤ 0.35',
      ok: first <= 0.35,
    },
    // A reader that parses every body cannot go under the CPU floor of its two processes on this
    // machine's cores, so the complete load is a figure kept beside that floor, not a goal.
    {
      name: `${path}: complete load / direct month`,
      value: complete.toFixed(2),
      target: `measured; CPU floor ${cpuFloorRatio(r, path).toFixed(2)}`,
      ok: null,
    },
    {
      name: `${path}: cached re-sort`,
      value: `${p.resortMs.toFixed(0)} ms`,
      target: '≤ 100 ms',
      ok: p.resortMs <= 100,
    },
    {
      name: `${path}: dashboard peak RSS (month load)`,
      value: `${p.dashboardPeakRssMb.toFixed(0)} MB`,
      target: '< 600 MB',
      ok: p.dashboardPeakRssMb < 600,
    },
  ];
}

export function targets(r: Results): Target[] {
  const ac = r.service.directMonthMs / r.floor.ms;
  const serviceRss = r.service.peakRssMb - r.service.idleRssMb;
  const heaviest = r.firstLoadJs.reduce<Results['firstLoadJs'][number] | null>(
    (a, b) => (!a || b.gzipKb > a.gzipKb ? b : a),
    null,
  );
  const over = r.firstLoadJs.filter((x) => x.gzipKb > BUDGET_KB);
  const list: Target[] = [
    ...pathTargets(r, 'by-period'),
    ...pathTargets(r, 'tickets'),
    {
      name: 'service: direct month / floor',
      value: ac.toFixed(2),
      target: '≤ 2.0',
      ok: ac <= 2,
    },
    {
      name: 'service: peak RSS above idle (month, plain and gzip)',
      value: `${serviceRss.toFixed(0)} MB`,
      target: '≤ 100 MB',
      ok: serviceRss <= 100,
    },
  ];
  if (r.load) {
    const dd = r.load.direct / r.load.dashboard;
    list.push({
      name: 'one day under load: direct / dashboard req/s',
      value: dd.toFixed(2),
      target: '≤ 2.0',
      ok: dd <= 2,
    });
  }
  list.push({
    name: `first-load JS, heaviest route ${heaviest?.route ?? '(no build)'}`,
    value: heaviest ? `${heaviest.gzipKb.toFixed(1)} kB gzip; ${over.length} over` : 'n/a',
    target: `≤ ${BUDGET_KB} kB every route`,
    ok: heaviest ? over.length === 0 : null,
  });
  return [...list, ...extraTargets(r)];
}

/**
 * The CPU both processes spent on the complete load, and the shortest wall that work allows on this
 * machine's cores however it were scheduled: a complete load cannot beat it without less work.
 */
export function cpuRow(r: Results, path: Path): string[] {
  const { serviceMs, dashboardMs } = r.paths[path].cpu;
  const floor = cpuFloorMs(r, path);
  return [
    `${path}:  CPU, service + dashboard`,
    `${serviceMs.toFixed(0)} + ${dashboardMs.toFixed(0)} ms`,
    '',
    `÷ ${r.machine.cpus} cores: no wall under ${floor.toFixed(0)} ms, ` +
      `${cpuFloorRatio(r, path).toFixed(2)}× direct`,
  ];
}

function cpuFloorMs(r: Results, path: Path): number {
  const { serviceMs, dashboardMs } = r.paths[path].cpu;
  return (serviceMs + dashboardMs) / r.machine.cpus;
}

const cpuFloorRatio = (r: Results, path: Path) => cpuFloorMs(r, path) / r.service.directMonthMs;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
}

export function print(r: Results): void {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  console.log(
    `\n${r.world.documents} documents, ${r.world.from} … ${r.world.to}; best of ${r.rounds} rounds; ` +
      `${r.machine.cpus} CPUs, load ${r.machine.loadAverage.map((l) => l.toFixed(1)).join(' ')}\n`,
  );
  const rows = [
    ['measure', 'wall', 'peak RSS', 'note'],
    [
      'service: tickets, month',
      ms(r.service.directMonthMs),
      `${r.service.peakRssMb.toFixed(0)} MB`,
      mb(r.service.bytes),
    ],
    ['service: same, gzip', ms(r.service.directGzipMs), '', ''],
    ['service: CPU for the month', ms(r.service.directCpuMs), '', 'user + system'],
    ['floor: SQLite → JSON', ms(r.floor.ms), '', 'in the bench process'],
  ];
  for (const path of ['by-period', 'tickets'] as const) {
    const p = r.paths[path];
    const rss = `${p.dashboardPeakRssMb.toFixed(0)} MB`;
    rows.push([`${path}: first rows`, ms(p.firstRowsMs), rss, `${p.firstRowsCount} rows`]);
    rows.push([`${path}: complete load`, ms(p.completeMs), '', `total ${p.total}`]);
    rows.push(cpuRow(r, path));
    rows.push([`${path}: re-sort (cache)`, ms(p.resortMs), '', 'totalSum desc']);
    rows.push([`${path}: second page (cache)`, ms(p.secondPageMs), '', 'offset 50']);
  }
  if (r.load) {
    rows.push(['one day, direct', `${r.load.direct} req/s`, '', `${r.load.seconds} s, 4 conn`]);
    rows.push(['one day, dashboard', `${r.load.dashboard} req/s`, '', 'first page']);
  }
  const complete = {
    'by-period': r.paths['by-period'].completeMs,
    tickets: r.paths.tickets.completeMs,
  };
  rows.push(...breakdownRows(r, r.service.directMonthMs, complete));
  console.log(table(rows));
  console.log('');
  console.log(
    table([
      ['route', 'first-load JS (gzip)'],
      ...r.firstLoadJs.map((x) => [x.route, `${x.gzipKb.toFixed(1)} kB`]),
    ]),
  );
  console.log('');
  console.log(
    table([
      ['target', 'measured', 'goal', ''],
      ...targets(r).map((t) => [
        t.name,
        t.value,
        t.target,
        t.ok === null ? '—' : t.ok ? 'met' : 'MISSED',
      ]),
    ]),
  );
}

export function save(file: string, r: Results | StoreRow[]): void {
  // The stores' file also keeps PostgreSQL's grown runs (bench/stores-grow.ts): only `stores` is
  // this run's to replace.
  const kept = Array.isArray(r) && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const body = Array.isArray(r)
    ? { ...kept, at: new Date().toISOString(), stores: r }
    : { ...r, targets: targets(r) };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
}
