import type { Cell, Table } from '@/lib/export/table';
import { breakdownRows } from './breakdown-rows';
import type { OverviewAnswer, OverviewRegister } from './contract';
import type { OverviewInsights } from './insights';
import { revenueRows } from './revenue-rows';

// The overview's tables as plain rows, for the CSV and XLSX exports (docs/exports.md). A cell is
// text, a count, money (kept in kopecks here) or a calendar date; the writers (lib/export) show
// money and dates each its own way. Headers, VAT names and dates come in the person's language; the days, points
// and registers tables end with a totals row. A register or day outside the permission window is
// "no access" with the window's dates, never a zero (it may well have taken money).

export const EXPORT_TABLES = ['figures', 'days', 'points', 'registers', 'items'] as const;
type OverviewTableName = (typeof EXPORT_TABLES)[number];

/**
 * A table of a file, its rows at hand (for totals and the audit's count); `month` is the
 * organization's month of receipts (month-export.ts).
 */
export type OverviewTable = Table & {
  name: OverviewTableName | 'month';
  header: string[];
  rows: Cell[][];
};

/** Words and formats in the person's language. */
export type ExportLabels = {
  /** A message of the Overview namespace, or a shared word as `Terms.…`. */
  t: (key: string, values?: Record<string, string>) => string;
  /** A calendar date (`yyyy-mm-dd`) in the person's order. */
  date: (date: string) => string;
  /** A VAT field (`nds22`) as people name it ("НДС 22%"). */
  vat: (field: string) => string;
};

const m = (kopecks: number): Cell => ({ kopecks });

const isMoney = (c: Cell | undefined): c is { kopecks: number } =>
  typeof c === 'object' && 'kopecks' in c;

/**
 * Sums of the money and count columns of `rows`, under a label in the first column. Rows without
 * access hold text there and add nothing: the total is of what the window lets us see.
 */
function totalsRow(label: string, rows: Cell[][], width: number): Cell[] {
  const out: Cell[] = [label];
  for (let i = 1; i < width; i++) {
    const cells = rows.map((r) => r[i]);
    const money = cells.filter(isMoney);
    const counts = cells.filter((c): c is number => typeof c === 'number');
    if (money.length > 0) out.push(m(money.reduce((sum, c) => sum + c.kopecks, 0)));
    else if (counts.length > 0) out.push(counts.reduce((sum, c) => sum + c, 0));
    else out.push('');
  }
  return out;
}

/** Whether a register's permission window covers a calendar date. */
const covers = (r: OverviewRegister, date: string) =>
  r.window.from.slice(0, 10) <= date && date <= r.window.to.slice(0, 10);

export function exportTables(
  answer: OverviewAnswer,
  insights: OverviewInsights | null,
  { t, date, vat }: ExportLabels,
): OverviewTable[] {
  const span = (p: { from: string; to: string }) => `${date(p.from)} – ${date(p.to)}`;
  const noAccess = (registers: OverviewRegister[]) => {
    const windows = [...new Set(registers.map((r) => span(r.window)))];
    return t('export.noAccess', { window: windows.join(', ') });
  };
  const figures: [string, number, number, boolean][] = [
    [t('figures.income'), answer.current.income, answer.previous.income, true],
    [t('figures.returns'), answer.current.returns, answer.previous.returns, true],
    [t('figures.net'), answer.current.net, answer.previous.net, true],
    [t('figures.receipts'), answer.current.receipts, answer.previous.receipts, false],
    [t('figures.average'), answer.current.averageCheck, answer.previous.averageCheck, true],
    [t('figures.cash'), answer.current.cash, answer.previous.cash, true],
    [t('figures.cashless'), answer.current.cashless, answer.previous.cashless, true],
  ];
  // Money paid out is its own figure, next to revenue, never part of it.
  if (answer.current.payouts || answer.previous.payouts) {
    figures.splice(3, 0, [
      t('figures.payouts'),
      answer.current.payouts,
      answer.previous.payouts,
      true,
    ]);
  }
  for (const [field, amount] of Object.entries(answer.current.vat)) {
    const before = (answer.previous.vat as Record<string, number>)[field] ?? 0;
    figures.push([vat(field), amount, before, true]);
  }
  // Turnover at 0% and without VAT is not VAT: rows of its own, named as turnover.
  for (const [field, amount] of Object.entries(answer.current.untaxed)) {
    const before = (answer.previous.untaxed as Record<string, number>)[field] ?? 0;
    figures.push([t(`export.turnover.${field}`), amount, before, true]);
  }
  const breakdown = (by: 'points' | 'registers'): Cell[][] =>
    breakdownRows(answer, by).map((r) => {
      if (!r.noAccess) return [r.name, r.organization, m(r.income), m(r.net), r.receipts];
      const text = t('export.noAccess', { window: span(r.noAccess) });
      return [r.name, r.organization, text, text, text];
    });
  const breakdownHeader = [
    'Terms.name',
    'Terms.organization',
    'breakdown.income',
    'breakdown.net',
    'breakdown.receipts',
  ].map((key) => t(key));
  const days: Cell[][] = revenueRows(answer.days, answer.period).map((r) => {
    if (answer.registers.length > 0 && !answer.registers.some((x) => covers(x, r.date))) {
      const text = noAccess(answer.registers);
      return [{ date: r.date }, text, text, text, text];
    }
    return [{ date: r.date }, m(r.income), m(r.cash), m(r.cashless), m(r.returns)];
  });
  const withTotals = (rows: Cell[][], width: number) =>
    rows.length > 0 ? [...rows, totalsRow(t('export.total'), rows, width)] : rows;
  return [
    {
      name: 'figures',
      title: t('figures.label'),
      header: [
        t('export.figure'),
        span(answer.period),
        span(answer.previousPeriod),
        t('export.change'),
      ],
      rows: figures.map(([label, now, before, money]) =>
        money ? [label, m(now), m(before), m(now - before)] : [label, now, before, now - before],
      ),
    },
    {
      name: 'days',
      title: t('revenue.title'),
      header: ['date', 'income', 'cash', 'cashless', 'returns'].map((k) => t(`revenue.${k}`)),
      rows: withTotals(days, 5),
    },
    {
      name: 'points',
      title: t('breakdown.points'),
      header: breakdownHeader,
      rows: withTotals(breakdown('points'), 5),
    },
    {
      name: 'registers',
      title: t('breakdown.registers'),
      header: breakdownHeader,
      rows: withTotals(breakdown('registers'), 5),
    },
    {
      name: 'items',
      title: t('items.title'),
      header: ['name', 'revenue', 'quantity', 'receipts'].map((k) => t(`items.${k}`)),
      rows: (insights?.byRevenue ?? []).map((i) => [i.name, m(i.revenue), i.quantity, i.receipts]),
    },
  ];
}
