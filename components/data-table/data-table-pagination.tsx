'use client';

import type { Table } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LabelledSelect } from './labelled-select';

const arrows = { first: '«', previous: '‹', next: '›', last: '»' } as const;

/** Page size choice, "Page 2 of 5" and first/previous/next/last buttons (named for screen readers). */
export function DataTablePagination<TData>({
  table,
  label,
  pageSizes,
}: {
  table: Table<TData>;
  /** The table's name: a page with two tables has two pagination landmarks to tell apart. */
  label: string;
  pageSizes: readonly number[];
}) {
  const t = useTranslations('DataTable.pagination');
  const { pageIndex, pageSize } = table.getState().pagination;
  const pages = Math.max(1, table.getPageCount());
  const page = Math.min(pageIndex + 1, pages);
  const go = {
    first: () => table.setPageIndex(0),
    previous: () => table.setPageIndex(page - 2),
    next: () => table.setPageIndex(page),
    last: () => table.setPageIndex(pages - 1),
  };
  const disabled = {
    first: page <= 1,
    previous: page <= 1,
    next: page >= pages,
    last: page >= pages,
  };
  return (
    <nav
      aria-label={t('label', { table: label })}
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm"
    >
      <LabelledSelect
        label={t('rowsPerPage')}
        value={pageSize}
        onChange={(size) => table.setPageSize(Number(size))}
        className="flex items-center gap-2"
        labelClassName="font-normal text-slate-700 dark:text-slate-300"
        selectClassName="h-8"
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </LabelledSelect>
      <div className="flex items-center gap-3">
        <p className="text-slate-700 tabular-nums dark:text-slate-300">
          {t('page', { page, pages })}
        </p>
        <div className="flex gap-1">
          {(Object.keys(go) as (keyof typeof go)[]).map((key) => (
            <Button
              key={key}
              variant="secondary"
              size="icon"
              className="size-8 text-base aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              aria-label={t(key)}
              // aria-disabled, not disabled: the button keeps focus when the last page is reached.
              aria-disabled={disabled[key] || undefined}
              onClick={disabled[key] ? undefined : go[key]}
            >
              <span aria-hidden="true">{arrows[key]}</span>
            </Button>
          ))}
        </div>
      </div>
    </nav>
  );
}
