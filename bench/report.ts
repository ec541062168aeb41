import { writeFileSync } from 'node:fs';
import type { StoreRow } from './stores';

// The benchmark's table and bench/results.json. Ratios are of figures measured in the same run.

export type Results = {
  at: string;
  machine: { cpus: number; node: string; loadAverage: number[] };
  world: { documents: number; bytes: number; from: string; to: string; busiestDay: string };
  rounds: number;
  idleRssMb: number;
  a: { ms: number; bytes: number; peakRssMb: number };
  /** The same month asked for with Accept-Encoding: gzip, as a remote integrator would. */
  aGzip: { ms: number; bytes: number; peakRssMb: number };
  b: {
    firstPageMs: number;
    resortMs: number;
    secondPageMs: number;
    peakRssMb: number;
    total: number;
  };
  c: { ms: number; bytes: number };
  d: { direct: number; dashboard: number; seconds: number };
  firstLoadJs: { route: string; gzipKb: number; source: string } | null;
  /** SQLite and PostgreSQL side by side (bench/stores.ts). */
  stores: StoreRow[];
};

type Target = { name: string; value: string; target: string; ok: boolean | null };

export function targets(r: Results): Target[] {
  const ratio = (x: number) => x.toFixed(2);
  const ba = r.b.firstPageMs / r.a.ms;
  const ac = r.a.ms / r.c.ms;
  const dd = r.d.direct / r.d.dashboard;
  return [
    {
      name: 'a/c (serving the month vs the floor)',
      value: ratio(ac),
      target: '≤ 2.0',
      ok: ac <= 2,
    },
    {
      name: 'b/a (first page vs direct tickets)',
      value: ratio(ba),
      target: '≤ 1.5',
      ok: ba <= 1.5,
    },
    {
      name: 'cached re-sort',
      value: `${r.b.resortMs.toFixed(0)} ms`,
      target: '≤ 100 ms',
      ok: r.b.resortMs <= 100,
    },
    {
      name: 'dashboard server peak RSS (month load)',
      value: `${r.b.peakRssMb.toFixed(0)} MB`,
      target: '< 600 MB',
      ok: r.b.peakRssMb < 600,
    },
    {
      name: 'service peak RSS above idle (tickets, month, plain and gzip)',
      value: `${(Math.max(r.a.peakRssMb, r.aGzip.peakRssMb) - r.idleRssMb).toFixed(0)} MB`,
      target: '≤ 100 MB',
      ok: Math.max(r.a.peakRssMb, r.aGzip.peakRssMb) - r.idleRssMb <= 100,
    },
    {
      name: 'd-direct/d-dashboard (one-day req/s)',
      value: ratio(dd),
      target: '≤ 2.0',
      ok: dd <= 2,
    },
    {
      name: `first-load JS ${r.firstLoadJs?.route ?? '(documents page not found)'}`,
      value: r.firstLoadJs ? `${r.firstLoadJs.gzipKb.toFixed(1)} kB gzip` : 'n/a',
      target: '≤ 170 kB',
      ok: r.firstLoadJs ? r.firstLoadJs.gzipKb <= 170 : null,
    },
  ];
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
}

export function print(r: Results): void {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `\n${r.world.documents} documents, ${r.world.from} … ${r.world.to}; best of ${r.rounds} rounds; ` +
      `${r.machine.cpus} CPUs, ` +
      `load ${r.machine.loadAverage.map((l) => l.toFixed(1)).join(' ')}; idle RSS ${r.idleRssMb.toFixed(0)} MB\n`,
  );
  console.log(
    table([
      ['measure', 'wall', 'peak RSS', 'note'],
      [
        '(a) tickets, month, direct',
        `${r.a.ms.toFixed(0)} ms`,
        `${r.a.peakRssMb.toFixed(0)} MB`,
        mb(r.a.bytes),
      ],
      [
        '(a) same, gzip-compressed',
        `${r.aGzip.ms.toFixed(0)} ms`,
        `${r.aGzip.peakRssMb.toFixed(0)} MB`,
        `${mb(r.aGzip.bytes)} on the wire`,
      ],
      [
        '(b) dashboard first page',
        `${r.b.firstPageMs.toFixed(0)} ms`,
        `${r.b.peakRssMb.toFixed(0)} MB`,
        `total ${r.b.total}`,
      ],
      ['(b) re-sort (cache)', `${r.b.resortMs.toFixed(0)} ms`, '', 'totalSum desc'],
      ['(b) second page (cache)', `${r.b.secondPageMs.toFixed(0)} ms`, '', 'offset 50'],
      ['(c) floor: SQLite → JSON', `${r.c.ms.toFixed(0)} ms`, '', mb(r.c.bytes)],
      ['(d) one day, direct', `${r.d.direct.toFixed(1)} req/s`, '', `${r.d.seconds} s, 4 conn`],
      ['(d) one day, dashboard', `${r.d.dashboard.toFixed(1)} req/s`, '', 'first page'],
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
  const body = Array.isArray(r)
    ? { at: new Date().toISOString(), stores: r }
    : { ...r, targets: targets(r) };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
}
