'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useMoney } from '@/components/format/use-format';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLocalDate } from '@/lib/ofd/format';
import type { OverviewAnswer } from '@/lib/overview/contract';
import { BreakdownTable } from './breakdown-table';
import { ChartPanel } from './chart-panel';
import { revenueRows } from '@/lib/overview/revenue-rows';
import { RevenueTable } from './revenue-table';

// recharts (~100 kB gzip) is fetched only when the overview has figures to draw.
const RevenueChart = dynamic(() => import('./revenue-chart'), {
  ssr: false,
  loading: () => <Skeleton className="h-72 w-full" />,
});

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
        table={<RevenueTable rows={rows} day={day} />}
      />
      <BreakdownTable answer={answer} />
    </div>
  );
}
