'use client';

import { flexRender, type Cell, type Row, type Table } from '@tanstack/react-table';
import Link from 'next/link';
import { Fragment } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/ui/cn';
import { cardLayout } from './card-layout';
import { columnLabel } from './column-label';
import { DataTableCardSort } from './data-table-card-sort';

const render = <TData,>(cell: Cell<TData, unknown>) =>
  flexRender(cell.column.columnDef.cell, cell.getContext());

function DataCard<TData>({ row, href }: { row: Row<TData>; href?: string }) {
  const { title, value, subtitle, fields } = cardLayout(row.getVisibleCells());
  return (
    <li
      data-testid="data-card"
      className="relative px-3 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-900"
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 font-medium break-words" data-card-field={title?.column.id}>
          {title && href ? (
            // The whole card answers a tap: the link's box is stretched over it.
            <Link
              href={href}
              className={cn(
                'rounded-sm text-brand-700 after:absolute after:inset-0 dark:text-blue-300',
                focusRing,
              )}
            >
              {render(title)}
            </Link>
          ) : title ? (
            render(title)
          ) : null}
        </span>
        {value.map((cell) => (
          <span
            key={cell.id}
            data-card-field={cell.column.id}
            // Capped, so that a long value (a "no access" note) wraps instead of widening the card.
            className="max-w-[65%] shrink-0 text-right font-semibold whitespace-nowrap tabular-nums"
          >
            {render(cell)}
          </span>
        ))}
      </div>
      {subtitle.length > 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {subtitle.map((cell, i) => (
            <Fragment key={cell.id}>
              {i > 0 ? ' · ' : null}
              <span data-card-field={cell.column.id}>{render(cell)}</span>
            </Fragment>
          ))}
        </p>
      ) : null}
      {fields.length > 0 ? (
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
          {fields.map((cell) => (
            <Fragment key={cell.id}>
              <dt className="text-slate-600 dark:text-slate-400">{columnLabel(cell.column)}</dt>
              <dd className="min-w-0 break-words" data-card-field={cell.column.id}>
                {render(cell)}
              </dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/**
 * The table as a list of cards, for phones: each row's title (its link), its key figure and a few
 * labelled lines, with nothing to scroll sideways. Sorting, which lives in the column headers of
 * the table, is a select here.
 */
export function DataTableCards<TData>({
  table,
  label,
  loading,
  getRowHref,
  className,
}: {
  table: Table<TData>;
  label: string;
  loading?: boolean;
  getRowHref?: (row: TData) => string;
  className?: string;
}) {
  const rows = table.getRowModel().rows;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <DataTableCardSort table={table} />
      {loading && rows.length === 0 ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <ul
          aria-label={label}
          aria-busy={loading || undefined}
          className={cn(
            'divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800',
            loading && 'opacity-60',
          )}
        >
          {rows.map((row) => (
            <DataCard key={row.id} row={row} href={getRowHref?.(row.original)} />
          ))}
        </ul>
      )}
    </div>
  );
}
