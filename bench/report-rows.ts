import type { CopyMonthRow } from './copy-month';
import type { BoardFigures } from './board';
import type { Breakdown, Straight } from './breakdown';
import type { MirrorRow } from './mirror-measure';
import type { ReceiptSearchMeasurement } from './receipt-search';
import type { Path } from './two-process';

// The bench's rows beyond the month: where the month's time goes, the health board cold and warm,
// lookup per query, the receipt search over a week, the mirror's throughput; a row whose
// measurement did not run prints as not measured.

export type Target = { name: string; value: string; target: string; ok: boolean | null };

export type ExtraResults = {
  breakdown: Record<Path, Breakdown> | null;
  /** The by-period pass again, each next page asked for before the page in hand is read. */
  pagesAhead?: Breakdown | null;
  /** Each way's requests straight from the service, bodies never parsed (bench/breakdown.ts). */
  straight?: Record<Path, Straight> | null;
  board: BoardFigures | null;
  /** Receipt search across an organization's registers for a week, cold (bench/receipt-search.ts). */
  receiptSearchWeekMs?: number | null;
  receiptSearch?: ReceiptSearchMeasurement | null;
  /** The mirror copying a stand-in's registers × one busy day (bench/mirror-measure.ts). */
  mirror?: MirrorRow | null;
  /** The busy month from the mirror's copy, beside the direct month (bench/copy-month.ts). */
  copyMonth?: CopyMonthRow | null;
};

/** The interval the mirror keeps registers fresh at (docs/mirror-sizing.md), in seconds. */
const INTERVAL_S = 300;
/** What the default request budget allows per interval: 5 requests/s, one per quiet register. */
export const BUDGET_REGISTERS = 5 * INTERVAL_S;
/** A busy day (300 receipts) of every register the budget keeps fresh, copied within an hour. */
export const CATCH_UP_DOCUMENTS_PER_SECOND = (BUDGET_REGISTERS * 300) / 3600;
/** What syncing may add to the mirror's memory, as for the service while it streams. */
const MIRROR_MEMORY_MB = 100;

const ms = (x: number) => `${x.toFixed(0)} ms`;

export function extraTargets(r: ExtraResults): Target[] {
  const b = r.board;
  const list: Target[] = [
    {
      name: 'health board: cold load (/health, demo world, first after start)',
      value: b ? ms(b.coldPageMs) : 'not measured',
      target: '≤ 1500 ms',
      ok: b ? b.coldPageMs <= 1500 : null,
    },
    {
      name: 'health board: warm answer (/api/health/registers)',
      value: b ? ms(b.warmApiMs) : 'not measured',
      target: '≤ 100 ms',
      ok: b ? b.warmApiMs <= 100 : null,
    },
    {
      name: 'lookup: per query (median, directory built)',
      value: b ? ms(b.lookup.medianMs) : 'not measured',
      target: '≤ 100 ms',
      ok: b ? b.lookup.medianMs <= 100 : null,
    },
    {
      name: 'receipt search: an organization, one week',
      value: r.receiptSearchWeekMs == null ? 'not measured' : ms(r.receiptSearchWeekMs),
      target: '≤ 1500 ms',
      ok: r.receiptSearchWeekMs == null ? null : r.receiptSearchWeekMs <= 1500,
    },
    ...mirrorTargets(r.mirror ?? null),
    ...copyMonthTargets(r.copyMonth ?? null),
  ];
  return list;
}

/** The busy month from the mirror's copy against the direct month of the same run (docs/mirror.md). */
export function copyMonthTargets(c: CopyMonthRow | null): Target[] {
  const ratio = (value: number) => (c ? value / c.directMonthMs : null);
  const row = (name: string, value: number | null, goal: number): Target => ({
    name: `mirrored month: ${name}`,
    value: value === null ? 'not measured' : `${value.toFixed(2)}× direct`,
    target: `≤ ${goal}×`,
    ok: value === null ? null : value <= goal,
  });
  return [
    row('summary and first page', ratio(c?.summaryFirstPageMs ?? 0), 0.3),
    row('complete table', ratio(c?.completeMs ?? 0), 1),
    {
      name: 'mirrored month: re-sort',
      value: c ? ms(c.resortMs) : 'not measured',
      target: '≤ 100 ms',
      ok: c ? c.resortMs <= 100 : null,
    },
  ];
}

/**
 * The mirror (docs/mirror-sizing.md): the machine must not be a tighter bound than the default
 * request budget, a day missed must be caught up within an hour, and syncing must hold memory
 * bounded (one page at a time).
 */
export function mirrorTargets(m: MirrorRow | null): Target[] {
  const fresh = m ? Math.floor(INTERVAL_S * m.again.registersPerSecond) : null;
  const above = m ? Math.max(m.first.rssMb, m.again.rssMb) - m.idleRssMb : null;
  const registers = m ? `${m.registers.toLocaleString('en')} registers` : 'registers';
  return [
    {
      name: `mirror: registers kept fresh at a 5-minute interval (pass over ${registers}, nothing new)`,
      value: fresh === null ? 'not measured' : `${fresh} registers`,
      target: `≥ ${BUDGET_REGISTERS} (the default budget's)`,
      ok: fresh === null ? null : fresh >= BUDGET_REGISTERS,
    },
    {
      name: `mirror: first pass, one busy day of ${registers}`,
      value: m ? `${m.first.documentsPerSecond.toFixed(0)} documents/s` : 'not measured',
      target: `≥ ${CATCH_UP_DOCUMENTS_PER_SECOND.toFixed(0)} documents/s`,
      ok: m ? m.first.documentsPerSecond >= CATCH_UP_DOCUMENTS_PER_SECOND : null,
    },
    {
      name: 'mirror: peak RSS above idle while syncing',
      value: above === null ? 'not measured' : `${above.toFixed(0)} MB`,
      target: `≤ ${MIRROR_MEMORY_MB} MB`,
      ok: above === null ? null : above <= MIRROR_MEMORY_MB,
    },
  ];
}

/**
 * Rows of the main table: each stage's wall time and what it adds to the stage before. Each way's
 * requests straight from the service are set against the direct month and, when `completeMs` is
 * given, the complete load against them: what the dashboard adds to the operator's own time.
 */
export function breakdownRows(
  r: ExtraResults,
  directMonthMs: number,
  completeMs?: Partial<Record<Path, number>>,
): string[][] {
  const rows: string[][] = [];
  for (const [path, s] of Object.entries(r.straight ?? {}) as [Path, Straight][]) {
    const complete = completeMs?.[path];
    rows.push([
      `${path}: its requests straight from the service, no parsing`,
      ms(s.wall),
      '',
      `${s.requests} requests, ${(s.wall / directMonthMs).toFixed(2)}× direct` +
        (complete === undefined ? '' : `; complete load ${(complete / s.wall).toFixed(2)}× this`),
    ]);
  }
  for (const [path, s] of Object.entries(r.breakdown ?? {})) {
    const of = (x: number) => `${x.toFixed(0)} ms, ${(x / directMonthMs).toFixed(2)}× direct`;
    const rest = s.wall - s.parse - s.read;
    rows.push([`${path}: month in one pass`, ms(s.wall), '', `${s.documents} documents`]);
    rows.push([`${path}:  of which JSON.parse`, ms(s.parse), '', of(s.parse)]);
    rows.push([`${path}:  of which reading`, ms(s.read), '', of(s.read)]);
    rows.push([`${path}:  service + transfer`, ms(rest), '', of(rest)]);
    rows.push([`${path}: merge and summarize`, ms(s.merge), '', of(s.merge)]);
  }
  const oneByOne = r.breakdown?.['by-period'];
  if (oneByOne && r.pagesAhead) {
    rows.push([
      'by-period: the pass, each next page asked before reading the one in hand',
      ms(r.pagesAhead.wall),
      '',
      `${(r.pagesAhead.wall / oneByOne.wall).toFixed(2)}× the pass page by page`,
    ]);
  }
  const s = r.receiptSearch;
  if (s) {
    const scope = `${s.registers} registers, ${s.days} register-days`;
    rows.push(['receipt search: a week, cold', ms(s.coldMs), '', `${scope}, ${s.found} found`]);
    rows.push([
      'receipt search: the same, warm',
      ms(s.warmMs),
      '',
      `${s.warmSpeedup.toFixed(1)}× faster`,
    ]);
  }
  const b = r.board;
  if (b) {
    const calls = (n: number | undefined) => (n === undefined ? '' : `, ${n} operator calls`);
    rows.push([
      'health board: cold page (after start)',
      ms(b.coldPageMs),
      '',
      `${b.registers} registers${calls(b.upstream?.cold)}`,
    ]);
    if (b.sweepMs !== undefined) {
      rows.push([
        'health board: sweep at start',
        ms(b.sweepMs),
        '',
        `in the background${calls(b.upstream?.beforeCold)} before the first page`,
      ]);
    }
    rows.push(['health board: warm page', ms(b.warmPageMs), '', 'best of 3']);
    rows.push([
      'health board: warm API',
      ms(b.warmApiMs),
      '',
      `best of 3${calls(b.upstream?.warm)}`,
    ]);
    rows.push(['lookup: first query', ms(b.lookup.firstMs), '', 'builds the directory']);
    rows.push([
      'lookup: per query',
      ms(b.lookup.medianMs),
      '',
      `median of ${b.lookup.queries - 1}`,
    ]);
  }
  return rows;
}
