'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/data-table/column-meta';
import { DataCards } from '@/components/data-table/data-cards';
import { useMoney, useQuantity } from '@/components/format/use-format';
import type { DatePeriod } from '@/lib/overview/contract';
import type { TopItem } from '@/lib/overview/insights';
import { usePhone } from '@/lib/ui/use-media-query';
import { documentsHref } from '@/lib/urls/urls';
import { FiguresTable } from './figures-table';
import { TabbedPanel } from './tabbed-panel';

const FIGURES = ['revenue', 'quantity', 'receipts'] as const;

/** The receipts of the period that list the item, in the register where it sold most. */
function receiptsHref(item: TopItem, period: DatePeriod) {
  const query = new URLSearchParams({ q: item.name, operationType: '1' });
  return `${documentsHref(item.orgId, item.rnm, period)}&${query}`;
}

export function TopItems({
  byRevenue,
  byQuantity,
  period,
}: {
  byRevenue: TopItem[];
  byQuantity: TopItem[];
  period: DatePeriod;
}) {
  const t = useTranslations('Overview.items');
  const money = useMoney();
  const quantity = useQuantity();
  // The link opens one register's receipts: it says which and how many, and the total beside it.
  const receiptsLink = (item: TopItem) => {
    const register = item.registerName || item.rnm;
    const count = item.registerReceipts;
    return (
      <span data-testid="item-receipts">
        <Link
          href={receiptsHref(item, period)}
          aria-label={t('open', { name: item.name, register, count })}
          className="underline underline-offset-2"
        >
          {t('atRegister', { register, count })}
        </Link>
        {item.receipts > count ? (
          <span className="text-slate-600 dark:text-slate-400">
            {' '}
            ({t('inAll', { count: item.receipts })})
          </span>
        ) : null}
      </span>
    );
  };
  // Below 640 px the items are cards (one DOM, chosen after hydration, as in the data table).
  const phone = usePhone();
  const columns: DataTableColumn<TopItem>[] = [
    { accessorKey: 'name', header: t('name'), meta: { card: 'title' } },
    {
      accessorKey: 'revenue',
      header: t('revenue'),
      meta: { card: 'value' },
      cell: (c) => money(c.getValue()),
    },
    { accessorKey: 'quantity', header: t('quantity'), cell: (c) => quantity(c.getValue()) },
    { accessorKey: 'receipts', header: t('receipts'), cell: (c) => receiptsLink(c.row.original) },
  ];
  const table = (items: TopItem[]) =>
    items.length === 0 ? (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('none')}</p>
    ) : phone ? (
      <DataCards columns={columns} data={items} label={t('title')} testId="top-items-cards" />
    ) : (
      <div className="overflow-x-auto">
        <FiguresTable
          testId="top-items-table"
          columns={(['name', ...FIGURES] as const).map((key) => ({
            label: t(key),
            className: key === 'name' ? 'px-2 py-1.5 text-left' : 'px-2 py-1.5 text-right',
          }))}
          rows={items}
          rowKey={(item) => item.name}
          name={(item) => item.name}
          figures={(item) => [money(item.revenue), quantity(item.quantity), receiptsLink(item)]}
        />
      </div>
    );
  return (
    <TabbedPanel
      id="items"
      title={t('title')}
      items={[
        { id: 'revenue', label: t('byRevenue'), content: table(byRevenue) },
        { id: 'quantity', label: t('byQuantity'), content: table(byQuantity) },
      ]}
    />
  );
}
