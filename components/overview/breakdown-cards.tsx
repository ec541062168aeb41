'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useMoney } from '@/components/format/use-format';
import { DataCards } from '@/components/data-table/data-cards';
import type { DataTableColumn } from '@/components/data-table/column-meta';
import type { BreakdownRow, BreakdownSort } from '@/lib/overview/breakdown-rows';
import { OperatorOf } from '@/components/operators/operator-of';
import { useNoAccess } from './use-no-access';

/** The breakdown on a phone: a card per sales point or register, sorted by the panel's sort. */
export function BreakdownCards({
  rows,
  sort,
  onSort,
  operators = false,
}: {
  rows: BreakdownRow[];
  /** Rows of several connections: each names its operator under its organization. */
  operators?: boolean;
  sort: { key: BreakdownSort; desc: boolean };
  onSort: (sort: { key: BreakdownSort; desc: boolean }) => void;
}) {
  const t = useTranslations('Overview.breakdown');
  const terms = useTranslations('Terms');
  const money = useMoney();
  const noAccess = useNoAccess();
  // A figure outside the permission window is a note that wraps on a narrow card, never a zero.
  const orNote = useCallback(
    (row: BreakdownRow, figure: ReactNode) =>
      row.noAccess ? (
        <span className="font-normal whitespace-normal">{noAccess(row.noAccess)}</span>
      ) : (
        figure
      ),
    [noAccess],
  );
  const columns = useMemo<DataTableColumn<BreakdownRow>[]>(
    () => [
      {
        accessorKey: 'name',
        header: terms('name'),
        meta: { card: 'title' },
        cell: ({ row }) =>
          row.original.href ? (
            <Link href={row.original.href} className="underline-offset-2 hover:underline">
              {row.original.name}
            </Link>
          ) : (
            row.original.name
          ),
      },
      {
        accessorKey: 'income',
        header: t('income'),
        meta: { card: 'value' },
        cell: (c) => orNote(c.row.original, money(c.getValue())),
      },
      {
        accessorKey: 'organization',
        header: terms('organization'),
        enableSorting: false,
        meta: { card: 'subtitle' },
        cell: ({ row }) => (
          <>
            {row.original.organization}
            {operators ? (
              <>
                {' · '}
                <OperatorOf operator={row.original.operator} testId="breakdown-operator" />
              </>
            ) : null}
          </>
        ),
      },
      {
        accessorKey: 'net',
        header: t('net'),
        cell: (c) => orNote(c.row.original, money(c.getValue())),
      },
      {
        accessorKey: 'receipts',
        header: t('receipts'),
        cell: (c) => orNote(c.row.original, c.getValue()),
      },
    ],
    [t, terms, money, orNote, operators],
  );
  return (
    <DataCards
      columns={columns}
      data={rows}
      label={t('title')}
      testId="breakdown-cards"
      sorting={[{ id: sort.key, desc: sort.desc }]}
      onSortingChange={(next) => {
        const first = next[0];
        if (first) onSort({ key: first.id as BreakdownSort, desc: first.desc });
      }}
    />
  );
}
