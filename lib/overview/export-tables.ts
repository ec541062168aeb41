import { breakdownRows } from './breakdown-rows';
import type { OverviewAnswer } from './contract';
import type { OverviewInsights } from './insights';
import { revenueRows } from './revenue-rows';

// The overview's tables as plain rows, for the CSV and XLSX exports. A cell is text, a count, or
// money (kept in kopecks here; each writer shows it in roubles its own way).

export const EXPORT_TABLES = ['figures', 'days', 'points', 'registers', 'items'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

export type Cell = string | number | { kopecks: number };
export type Table = { name: ExportTable; title: string; header: string[]; rows: Cell[][] };

/** Words for titles and headers, in the person's language. */
export type ExportLabels = (key: string) => string;

const m = (kopecks: number): Cell => ({ kopecks });

export function exportTables(
  answer: OverviewAnswer,
  insights: OverviewInsights | null,
  t: ExportLabels,
): Table[] {
  const figures: [string, number, number, boolean][] = [
    [t('figures.income'), answer.current.income, answer.previous.income, true],
    [t('figures.returns'), answer.current.returns, answer.previous.returns, true],
    [t('figures.net'), answer.current.net, answer.previous.net, true],
    [t('figures.receipts'), answer.current.receipts, answer.previous.receipts, false],
    [t('figures.average'), answer.current.averageCheck, answer.previous.averageCheck, true],
    [t('figures.cash'), answer.current.cash, answer.previous.cash, true],
    [t('figures.cashless'), answer.current.cashless, answer.previous.cashless, true],
  ];
  for (const [field, amount] of Object.entries(answer.current.vat)) {
    const before = (answer.previous.vat as Record<string, number>)[field] ?? 0;
    figures.push([`${t('figures.vat')}: ${field}`, amount, before, true]);
  }
  const periods = `${answer.period.from} – ${answer.period.to}`;
  const compared = `${answer.previousPeriod.from} – ${answer.previousPeriod.to}`;
  const breakdown = (by: 'points' | 'registers'): Cell[][] =>
    breakdownRows(answer, by).map((r) => [
      r.name,
      r.organization,
      m(r.income),
      m(r.net),
      r.receipts,
    ]);
  const breakdownHeader = ['name', 'organization', 'income', 'net', 'receipts'].map((k) =>
    t(`breakdown.${k}`),
  );
  return [
    {
      name: 'figures',
      title: t('figures.label'),
      header: ['', periods, compared, t('export.change')],
      rows: figures.map(([label, now, before, money]) =>
        money ? [label, m(now), m(before), m(now - before)] : [label, now, before, now - before],
      ),
    },
    {
      name: 'days',
      title: t('revenue.title'),
      header: ['date', 'income', 'cash', 'cashless', 'returns'].map((k) => t(`revenue.${k}`)),
      rows: revenueRows(answer.days, answer.period).map((r) => [
        r.date,
        m(r.income),
        m(r.cash),
        m(r.cashless),
        m(r.returns),
      ]),
    },
    {
      name: 'points',
      title: t('breakdown.points'),
      header: breakdownHeader,
      rows: breakdown('points'),
    },
    {
      name: 'registers',
      title: t('breakdown.registers'),
      header: breakdownHeader,
      rows: breakdown('registers'),
    },
    {
      name: 'items',
      title: t('items.title'),
      header: ['name', 'revenue', 'quantity', 'receipts'].map((k) => t(`items.${k}`)),
      rows: (insights?.byRevenue ?? []).map((i) => [i.name, m(i.revenue), i.quantity, i.receipts]),
    },
  ];
}
