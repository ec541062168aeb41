'use client';

import type { Header } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/ui/cn';
import { cellClasses } from './cell-classes';
import { columnLabel } from './column-label';
import { SortIcon } from './sort-icon';

/**
 * A column header. Sortable columns hold a real button (Enter/Space toggle; Shift adds a second
 * sort key); the header cell carries aria-sort for the sorted column, as the APG sortable table does.
 */
export function DataTableColumnHeader<TData>({
  header,
  first,
  stickyTop,
}: {
  header: Header<TData, unknown>;
  first: boolean;
  stickyTop?: boolean;
}) {
  const t = useTranslations('DataTable');
  const { column } = header;
  const label = columnLabel(column);
  const align = column.columnDef.meta?.align;
  const sorted = column.getIsSorted();
  const sortIndex = column.getSortIndex();
  const multi = header.getContext().table.getState().sorting.length > 1;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={cn(
        cellClasses({ first, align, header: true }),
        stickyTop && 'sticky top-0',
        stickyTop && !first && 'z-10',
      )}
    >
      {column.getCanSort() ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          className={cn(
            '-mx-1.5 inline-flex items-center gap-1.5 rounded px-1.5 py-1 font-medium hover:bg-slate-200/70 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white',
            align === 'end' && 'flex-row-reverse',
            focusRing,
          )}
        >
          <span>{label}</span>
          <SortIcon direction={sorted} />
          {sorted && multi ? (
            <span
              aria-hidden="true"
              className="text-xs text-slate-600 tabular-nums dark:text-slate-400"
            >
              {sortIndex + 1}
            </span>
          ) : null}
          {sorted ? (
            <span className="sr-only">
              {`, ${sorted === 'asc' ? t('sortAscending') : t('sortDescending')}`}
            </span>
          ) : null}
        </button>
      ) : (
        label
      )}
    </th>
  );
}
