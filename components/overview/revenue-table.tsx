'use client';

import { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/data-table/column-meta';
import { DataCards } from '@/components/data-table/data-cards';
import { useMoney } from '@/components/format/use-format';
import type { RevenueRow } from '@/lib/overview/revenue-rows';
import { usePhone } from '@/lib/ui/use-media-query';
import { FIGURE, FiguresTable } from './figures-table';

const MONEY = ['income', 'cash', 'cashless', 'returns'] as const;

/** The income chart's numbers, a row per day; below 640 px a card per day. */
export function RevenueTable({ rows, day }: { rows: RevenueRow[]; day: (date: string) => string }) {
  const t = useTranslations('Overview.revenue');
  const money = useMoney();
  // One DOM, chosen after hydration, as in the data table.
  const phone = usePhone();
  if (phone) {
    const columns: DataTableColumn<RevenueRow>[] = [
      { accessorKey: 'date', header: t('date'), cell: (c) => day(c.getValue()) },
      ...MONEY.map((key): DataTableColumn<RevenueRow> => ({
        accessorKey: key,
        header: t(key),
        meta: key === 'income' ? { card: 'value' } : undefined,
        cell: (c) => money(c.getValue()),
      })),
    ];
    return <DataCards columns={columns} data={rows} label={t('title')} testId="revenue-cards" />;
  }
  return (
    <div className="max-h-96 overflow-auto">
      <FiguresTable
        testId="revenue-table"
        caption={t('title')}
        headClassName="sticky top-0 bg-white dark:bg-slate-900"
        columns={[
          { label: t('date'), className: 'px-2 py-1.5 text-left' },
          ...MONEY.map((k) => ({ label: t(k), className: FIGURE })),
        ]}
        rows={rows}
        rowKey={(row) => row.date}
        name={(row) => day(row.date)}
        figures={(row) => MONEY.map((k) => money(row[k]))}
      />
    </div>
  );
}
