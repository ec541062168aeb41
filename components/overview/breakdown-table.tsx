'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMoney } from '@/components/format/use-format';
import { OperatorOf } from '@/components/operators/operator-of';
import { focusRing } from '@/components/ui/focus-ring';
import type { OverviewAnswer } from '@/lib/overview/contract';
import { cn } from '@/lib/ui/cn';
import { usePhone } from '@/lib/ui/use-media-query';
import { BreakdownCards } from './breakdown-cards';
import { FiguresTable } from './figures-table';
import { TabbedPanel } from './tabbed-panel';
import { useNoAccess } from './use-no-access';
import {
  breakdownRows,
  sortRows,
  type BreakdownRow,
  type BreakdownSort,
} from '@/lib/overview/breakdown-rows';

const COLUMNS: BreakdownSort[] = ['name', 'income', 'net', 'receipts'];

/** Income by sales point and by register: a sortable table with a bar per row (its share). */
export function BreakdownTable({ answer }: { answer: OverviewAnswer }) {
  const t = useTranslations('Overview.breakdown');
  const [sort, setSort] = useState<{ key: BreakdownSort; desc: boolean }>({
    key: 'income',
    desc: true,
  });
  // Below 640 px the rows are cards (one DOM, chosen after hydration, as in the data table).
  const phone = usePhone();
  // Registers of several connections: each row names its operator.
  const operators = answer.registers.some((r) => r.operator !== undefined) || !!answer.down?.length;
  const table = (kind: 'points' | 'registers') => {
    const rows = sortRows(breakdownRows(answer, kind), sort.key, sort.desc);
    return phone ? (
      <BreakdownCards rows={rows} sort={sort} onSort={setSort} operators={operators} />
    ) : (
      <RowsTable
        rows={rows}
        operators={operators}
        sort={sort}
        onSort={(key) => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== 'name' }))}
      />
    );
  };
  return (
    <TabbedPanel
      id="breakdown"
      title={t('title')}
      items={[
        { id: 'points', label: t('points'), content: table('points') },
        { id: 'registers', label: t('registers'), content: table('registers') },
      ]}
    />
  );
}

function RowsTable({
  rows,
  operators,
  sort,
  onSort,
}: {
  rows: BreakdownRow[];
  operators: boolean;
  sort: { key: BreakdownSort; desc: boolean };
  onSort: (key: BreakdownSort) => void;
}) {
  const t = useTranslations('Overview.breakdown');
  const terms = useTranslations('Terms');
  const money = useMoney();
  const noAccess = useNoAccess();
  const total = rows.reduce((sum, r) => sum + Math.max(r.income, 0), 0) || 1;
  const value = (row: BreakdownRow, key: BreakdownSort) =>
    key === 'name'
      ? row.name
      : row.noAccess
        ? noAccess(row.noAccess)
        : key === 'receipts'
          ? String(row.receipts)
          : money(row[key]);
  return (
    <div className="overflow-x-auto">
      <FiguresTable
        testId="breakdown-table"
        columns={[
          ...COLUMNS.map((key) => ({
            sort:
              sort.key === key
                ? sort.desc
                  ? ('descending' as const)
                  : ('ascending' as const)
                : undefined,
            className: cn('px-2 py-1.5', key === 'name' ? 'text-left' : 'text-right'),
            label: (
              <button
                type="button"
                onClick={() => onSort(key)}
                className={cn('font-semibold', focusRing)}
              >
                {key === 'name' ? terms('name') : t(key)}
                <span aria-hidden="true">{sort.key === key ? (sort.desc ? ' ↓' : ' ↑') : ''}</span>
              </button>
            ),
          })),
          { label: t('share'), className: 'w-1/4 px-2 py-1.5 text-left max-sm:hidden' },
        ]}
        rows={rows}
        rowKey={(row) => row.key}
        name={(row) => (
          <>
            {row.href ? (
              <Link href={row.href} className="underline-offset-2 hover:underline">
                {row.name}
              </Link>
            ) : (
              row.name
            )}
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {row.organization}
              {operators ? (
                <>
                  {' · '}
                  <OperatorOf operator={row.operator} testId="breakdown-operator" />
                </>
              ) : null}
            </span>
          </>
        )}
        figures={(row) => COLUMNS.slice(1).map((key) => value(row, key))}
        after={(row) => (
          <td className="px-2 py-1.5 max-sm:hidden">
            <div className="h-2 rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
              <div
                className="h-full rounded-full bg-brand-600 dark:bg-brand-500"
                style={{ width: `${(100 * Math.max(row.income, 0)) / total}%` }}
              />
            </div>
          </td>
        )}
      />
    </div>
  );
}
