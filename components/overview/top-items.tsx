'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DataTableColumn } from '@/components/data-table/column-meta';
import { DataCards } from '@/components/data-table/data-cards';
import { useMoney, useQuantity } from '@/components/documents/use-format';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import type { DatePeriod } from '@/lib/overview/contract';
import type { TopItem } from '@/lib/overview/insights';
import { usePhone } from '@/lib/ui/use-media-query';
import { documentsHref } from '@/lib/urls/urls';

/** The receipts of the period that list the item, in the register where it sold most. */
function receiptsHref(item: TopItem, period: DatePeriod) {
  const query = new URLSearchParams({ q: item.name, ops: '1' });
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
  const [by, setBy] = useState('revenue');
  const receiptsLink = (item: TopItem) => (
    <Link
      href={receiptsHref(item, period)}
      aria-label={t('open', { name: item.name })}
      className="underline underline-offset-2"
    >
      {item.receipts}
    </Link>
  );
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
        <table className="w-full text-sm" data-testid="top-items-table">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className="px-2 py-1.5 text-left">
                {t('name')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right">
                {t('revenue')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right">
                {t('quantity')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right">
                {t('receipts')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.name} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="px-2 py-1.5 text-left font-normal">
                  {item.name}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">{money(item.revenue)}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{quantity(item.quantity)}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{receiptsLink(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <Card data-testid="panel-items">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
      </CardHeader>
      <div className="p-5 pt-3">
        <Tabs
          label={t('title')}
          value={by}
          onValueChange={setBy}
          items={[
            { id: 'revenue', label: t('byRevenue'), content: table(byRevenue) },
            { id: 'quantity', label: t('byQuantity'), content: table(byQuantity) },
          ]}
        />
      </div>
    </Card>
  );
}
