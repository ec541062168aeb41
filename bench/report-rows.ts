import type { BoardFigures } from './board';
import type { Breakdown } from './breakdown';
import type { Path } from './two-process';

// The bench's rows beyond the month: where the month's time goes, the health board cold and warm,
// lookup per query, and the rows other measurements fill in when they are wired in (receipt search
// over a week, mirror throughput): until then they print as not measured.

export type Target = { name: string; value: string; target: string; ok: boolean | null };

export type ExtraResults = {
  breakdown: Record<Path, Breakdown> | null;
  board: BoardFigures | null;
  /** Receipt search across an organization's registers for a week (not wired yet). */
  receiptSearchWeekMs?: number | null;
  /** Mirror throughput, documents a second (not wired yet). */
  mirrorDocumentsPerSecond?: number | null;
};

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
    {
      name: 'mirror: throughput',
      value:
        r.mirrorDocumentsPerSecond == null
          ? 'not measured'
          : `${r.mirrorDocumentsPerSecond.toFixed(0)} documents/s`,
      target: 'recorded',
      ok: null,
    },
  ];
  return list;
}

/** Rows of the main table: each stage's wall time and what it adds to the stage before. */
export function breakdownRows(r: ExtraResults, directMonthMs: number): string[][] {
  const rows: string[][] = [];
  for (const [path, s] of Object.entries(r.breakdown ?? {})) {
    const of = (x: number) => `${x.toFixed(0)} ms, ${(x / directMonthMs).toFixed(2)}× direct`;
    const rest = s.wall - s.parse - s.read;
    rows.push([`${path}: month in one pass`, ms(s.wall), '', `${s.documents} documents`]);
    rows.push([`${path}:  of which JSON.parse`, ms(s.parse), '', of(s.parse)]);
    rows.push([`${path}:  of which reading`, ms(s.read), '', of(s.read)]);
    rows.push([`${path}:  service + transfer`, ms(rest), '', of(rest)]);
    rows.push([`${path}: merge and summarize`, ms(s.merge), '', of(s.merge)]);
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
