'use client';

import { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/data-table/column-meta';
import { DataCards } from '@/components/data-table/data-cards';
import { useMoney } from '@/components/documents/use-format';
import type { RevenueRow } from '@/lib/overview/revenue-rows';
import { usePhone } from '@/lib/ui/use-media-query';

const cell = 'px-2 py-1.5 text-right tabular-nums';
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
      <table className="w-full text-sm" data-testid="revenue-table">
        <caption className="sr-only">{t('title')}</caption>
        <thead className="sticky top-0 bg-white dark:bg-slate-900">
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className="px-2 py-1.5 text-left">
              {t('date')}
            </th>
            {MONEY.map((k) => (
              <th key={k} scope="col" className={cell}>
                {t(k)}
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
              {MONEY.map((k) => (
                <td key={k} className={cell}>
                  {money(row[k])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
