'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useMoney } from '@/components/documents/use-format';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLocalDate } from '@/lib/ofd/format';
import type { OverviewAnswer } from '@/lib/overview/contract';
import { BreakdownTable } from './breakdown-table';
import { ChartPanel } from './chart-panel';
import { revenueRows } from '@/lib/overview/revenue-rows';

// recharts (~100 kB gzip) is fetched only when the overview has figures to draw.
const RevenueChart = dynamic(() => import('./revenue-chart'), {
  ssr: false,
  loading: () => <Skeleton className="h-72 w-full" />,
});

const cell = 'px-2 py-1.5 text-right tabular-nums';

export function OverviewCharts({ answer }: { answer: OverviewAnswer }) {
  const t = useTranslations('Overview');
  const money = useMoney();
  const locale = useLocale();
  const day = (date: string) => formatLocalDate(date, locale);
  const rows = revenueRows(answer.days, answer.period);
  const labels = {
    cash: t('revenue.cash'),
    cashless: t('revenue.cashless'),
    returns: t('revenue.returns'),
  };
  return (
    <div className="space-y-6">
      <ChartPanel
        id="revenue"
        title={t('revenue.title')}
        chart={<RevenueChart rows={rows} labels={labels} money={money} day={day} />}
        table={
          <div className="max-h-96 overflow-auto">
            <table className="w-full text-sm" data-testid="revenue-table">
              <caption className="sr-only">{t('revenue.title')}</caption>
              <thead className="sticky top-0 bg-white dark:bg-slate-900">
                <tr className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="col" className="px-2 py-1.5 text-left">
                    {t('revenue.date')}
                  </th>
                  {(['income', 'cash', 'cashless', 'returns'] as const).map((k) => (
                    <th key={k} scope="col" className={cell}>
                      {t(`revenue.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.date} className="border-b border-slate-100 dark:border-slate-800">
                    <th scope="row" className="px-2 py-1.5 text-left font-normal">
                      {day(row.date)}
                    </th>
                    <td className={cell}>{money(row.income)}</td>
                    <td className={cell}>{money(row.cash)}</td>
                    <td className={cell}>{money(row.cashless)}</td>
                    <td className={cell}>{money(row.returns)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        }
      />
      <BreakdownTable answer={answer} />
    </div>
  );
}
