'use client';

import { getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import type { DataTableColumn } from './column-meta';
import { DataTableCards } from './data-table-cards';

/**
 * A small list that lives inside a panel (no search, pages or URL state) as the cards the data
 * table shows on a phone: the same column meta `card` places each column. The rows come in the
 * order the panel keeps; with `onSortingChange` the card list's sort select changes that order.
 */
export function DataCards<TData>({
  columns,
  data,
  label,
  sorting = [],
  onSortingChange,
  testId,
}: {
  columns: DataTableColumn<TData>[];
  data: TData[];
  label: string;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  testId?: string;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not compiler-safe; the app does not use the React Compiler
  const table = useReactTable<TData>({
    data,
    columns,
    state: { sorting },
    onSortingChange: (updater) =>
      onSortingChange?.(typeof updater === 'function' ? updater(sorting) : updater),
    enableSorting: !!onSortingChange,
    manualSorting: true,
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <div data-testid={testId}>
      <DataTableCards table={table} label={label} />
    </div>
  );
}
