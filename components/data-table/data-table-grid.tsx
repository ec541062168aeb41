'use client';

import type { Table } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/ui/cn';
import { DataTableColumnHeader } from './data-table-column-header';
import { DataTableRow } from './data-table-row';
import { DataTableSkeletonRows } from './data-table-skeleton-rows';
import { DataTableVirtualRows } from './data-table-virtual-rows';

export type VirtualizeOptions = {
  /** Fixed row height in px (rows must not wrap, or the estimate drifts). */
  rowHeight: number;
  /** Height of the scrolling area, any CSS length. */
  height: string;
};

/**
 * The table itself inside a focusable scroll region (keyboard users can scroll it sideways at
 * narrow widths; the first column stays pinned). With `virtualize`, the region also scrolls
 * vertically and the header sticks to its top.
 */
export function DataTableGrid<TData>({
  table,
  label,
  loading,
  getRowHref,
  virtualize,
}: {
  table: Table<TData>;
  label: string;
  loading?: boolean;
  getRowHref?: (row: TData) => string;
  virtualize?: VirtualizeOptions;
}) {
  const t = useTranslations('DataTable');
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  const skeleton = loading && rows.length === 0;
  return (
    <div
      ref={virtualize ? setScrollElement : undefined}
      role="region"
      aria-label={label}
      tabIndex={0}
      style={virtualize ? { maxHeight: virtualize.height } : undefined}
      className={cn(
        'relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800',
        virtualize && 'overflow-y-auto',
        focusRing,
      )}
    >
      <table
        aria-busy={loading || undefined}
        aria-rowcount={virtualize ? rows.length + 1 : undefined}
        className={cn('w-full border-collapse text-sm', loading && !skeleton && 'opacity-60')}
      >
        <caption className="sr-only">
          {label}
          {loading ? `, ${t('loading')}` : ''}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={virtualize ? 1 : undefined}>
              {group.headers.map((header, index) => (
                <DataTableColumnHeader
                  key={header.id}
                  header={header}
                  first={index === 0}
                  stickyTop={!!virtualize}
                />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {skeleton ? (
            <DataTableSkeletonRows columns={columnCount} />
          ) : virtualize ? (
            <DataTableVirtualRows
              rows={rows}
              scrollElement={scrollElement}
              rowHeight={virtualize.rowHeight}
              columns={columnCount}
              getRowHref={getRowHref}
            />
          ) : (
            rows.map((row) => (
              <DataTableRow key={row.id} row={row} href={getRowHref?.(row.original)} />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
