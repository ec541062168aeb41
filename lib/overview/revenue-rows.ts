import { addDays, diffDays } from '@/lib/dates/calendar';
import type { OverviewDay } from './figures';

// One row per day of the period (days without receipts as zeros, so the axis has no gaps).

export type RevenueRow = {
  date: string;
  income: number;
  cash: number;
  cashless: number;
  returns: number;
};

export function revenueRows(days: OverviewDay[], period: { from: string; to: string }) {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const rows: RevenueRow[] = [];
  for (let i = 0; i <= diffDays(period.from, period.to); i++) {
    const date = addDays(period.from, i);
    const sales = byDate.get(date)?.operations[1];
    rows.push({
      date,
      income: sales?.total ?? 0,
      cash: sales?.cash ?? 0,
      cashless: sales?.cashless ?? 0,
      returns: byDate.get(date)?.operations[2].total ?? 0,
    });
  }
  return rows;
}
