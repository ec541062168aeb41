'use client';

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { RevenueRow } from '@/lib/overview/revenue-rows';

// recharts is loaded only with this module (next/dynamic in overview-charts.tsx), never with the
// page. Colours come from CSS variables (app/globals.css) so the chart follows the dark theme.

/** The value axis reaches at least this high (100 ₽): an empty period's axis reads in rubles. */
const MIN_AXIS_KOPECKS = 10_000;

export default function RevenueChart({
  rows,
  labels,
  money,
  day,
}: {
  rows: RevenueRow[];
  labels: { cash: string; cashless: string; returns: string };
  money: (kopecks: number) => string;
  day: (date: string) => string;
}) {
  return (
    <div className="h-72 w-full text-xs text-slate-600 dark:text-slate-300" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={rows}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid stroke="var(--chart-grid)" vertical={false} />
          <XAxis dataKey="date" tickFormatter={day} stroke="currentColor" minTickGap={16} />
          <YAxis
            stroke="currentColor"
            width={72}
            // Kopecks: at least 100 ₽ high, so days with no money show round ruble ticks, not 0,01 ₽.
            domain={[0, (dataMax: number) => Math.max(dataMax, MIN_AXIS_KOPECKS)]}
            tickFormatter={(v: number) => money(v).replace(/[,.]00(?=\D*$)/, '')}
          />
          <Tooltip
            formatter={(value) => money(Number(value))}
            labelFormatter={(label) => day(String(label))}
            contentStyle={{ background: 'var(--chart-tooltip)', borderColor: 'var(--chart-grid)' }}
          />
          {/* Our own legend: recharts' default names each icon "… legend icon", in English. */}
          <Legend
            content={({ payload }) => (
              <ul
                className="flex flex-wrap justify-center gap-x-4 gap-y-1"
                data-testid="chart-legend"
              >
                {payload?.map((entry) => (
                  <li key={String(entry.value)} className="flex items-center gap-1.5">
                    <span
                      className="inline-block size-3 rounded-sm"
                      style={{ background: entry.color }}
                    />
                    {entry.value}
                  </li>
                ))}
              </ul>
            )}
          />
          <Bar
            isAnimationActive={false}
            dataKey="cash"
            name={labels.cash}
            stackId="income"
            fill="var(--chart-cash)"
          />
          <Bar
            isAnimationActive={false}
            dataKey="cashless"
            name={labels.cashless}
            stackId="income"
            fill="var(--chart-cashless)"
          />
          <Bar
            isAnimationActive={false}
            dataKey="returns"
            name={labels.returns}
            fill="var(--chart-returns)"
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
