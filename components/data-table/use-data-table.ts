'use client';

import {
  getCoreRowModel,
  getFacetedRowModel,
  getFacetedUniqueValues,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnFiltersState,
  type FilterFn,
  type PaginationState,
  type SortingFn,
  type Updater,
} from '@tanstack/react-table';
import { useLocale } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { tableUrlConfig, type DataTableUrlOptions } from './column-config';
import type { DataTableColumn } from './column-meta';
import { compareValues } from './compare';
import { createRowSearch, facetFilter } from './row-search';
import { useTableUrlState } from './use-table-url-state';

export type { DataTableColumn } from './column-meta';

/** Server-side sorting, filtering and paging: the page fetches with the URL state and passes one page. */
export type DataTableManual = {
  /** Rows matching the current search and filters, over all pages. */
  rowCount: number;
  /** Rows before search and filters, for "12 of 40"; defaults to rowCount. */
  totalCount?: number;
  /** Counts per facet value (column id → value → count), when the server provides them. */
  facetCounts?: Record<string, Record<string, number>>;
};

export type UseDataTableOptions<TData> = {
  columns: DataTableColumn<TData>[];
  data: TData[];
  url?: DataTableUrlOptions & { shallow?: boolean };
  manual?: DataTableManual;
  /** All filtered rows at once (no pagination), for the virtualised body. */
  unpaged?: boolean;
  getRowId?: (row: TData, index: number) => string;
};

const resolve = <T>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

/** Wires TanStack Table to the URL state: every change goes through the URL, the table reads it back. */
export function useDataTable<TData>(options: UseDataTableOptions<TData>) {
  const { data, url, manual, unpaged, getRowId } = options;
  const locale = useLocale();
  // The first column holds the row link and stays visible, so it cannot be hidden.
  const columns = useMemo(
    () => options.columns.map((c, i) => (i === 0 ? { ...c, enableHiding: false } : c)),
    [options.columns],
  );
  const config = tableUrlConfig(columns, url);
  const { state, update } = useTableUrlState(config, { shallow: url?.shallow });
  const globalFilterFn = useMemo(() => createRowSearch<TData>(), []);
  const defaultColumn = useMemo(() => {
    const sortingFn: SortingFn<TData> = (a, b, id) =>
      compareValues(a.getValue(id), b.getValue(id), locale);
    return { sortingFn, filterFn: facetFilter as FilterFn<TData> };
  }, [locale]);

  const columnFilters: ColumnFiltersState = config.facetIds
    .filter((id) => (state.filters[id]?.length ?? 0) > 0)
    .map((id) => ({ id, value: state.filters[id] }));
  const visibility = Object.fromEntries(state.hidden.map((id) => [id, false]));
  const pagination: PaginationState = unpaged
    ? { pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER }
    : { pageIndex: state.page - 1, pageSize: state.pageSize };

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not compiler-safe; the app does not use the React Compiler
  const table = useReactTable<TData>({
    data,
    columns,
    getRowId,
    defaultColumn,
    globalFilterFn,
    getColumnCanGlobalFilter: (column) => column.columnDef.enableGlobalFilter !== false,
    state: {
      sorting: state.sorting,
      columnFilters,
      globalFilter: state.q,
      columnVisibility: visibility,
      pagination,
    },
    // Any change of what is shown starts again at page 1.
    onSortingChange: (u) => update({ sorting: resolve(u, state.sorting), page: 1 }),
    onGlobalFilterChange: (u) => update({ q: String(resolve(u, state.q) ?? ''), page: 1 }),
    onColumnFiltersChange: (u) => {
      const next = resolve(u, columnFilters);
      const filters = Object.fromEntries(
        config.facetIds.map((id) => [id, (next.find((f) => f.id === id)?.value as string[]) ?? []]),
      );
      update({ filters, page: 1 });
    },
    onColumnVisibilityChange: (u) => {
      const next = resolve(u, visibility);
      update({ hidden: config.columnIds.filter((id) => next[id] === false) });
    },
    onPaginationChange: (u) => {
      const next = resolve(u, pagination);
      const resized = next.pageSize !== pagination.pageSize;
      update({ page: resized ? 1 : next.pageIndex + 1, pageSize: next.pageSize });
    },
    autoResetPageIndex: false,
    manualSorting: !!manual,
    manualFiltering: !!manual,
    manualPagination: !!manual || unpaged,
    rowCount: manual?.rowCount,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manual ? undefined : getSortedRowModel(),
    getFilteredRowModel: manual ? undefined : getFilteredRowModel(),
    getPaginationRowModel: manual || unpaged ? undefined : getPaginationRowModel(),
    getFacetedRowModel: manual ? undefined : getFacetedRowModel(),
    getFacetedUniqueValues: manual ? undefined : getFacetedUniqueValues(),
  });

  const filteredCount = manual ? manual.rowCount : table.getFilteredRowModel().rows.length;
  const pageCount = table.getPageCount();
  useEffect(() => {
    // A stale link (page 9 of a list that now has 3) lands on the last page instead of nothing.
    if (!unpaged && filteredCount > 0 && state.page > pageCount) {
      update({ page: Math.max(1, pageCount) }, { replace: true });
    }
  }, [unpaged, filteredCount, state.page, pageCount, update]);
  const totalCount = manual ? (manual.totalCount ?? manual.rowCount) : data.length;
  const filtered = state.q.trim() !== '' || columnFilters.length > 0;
  const reset = () =>
    update({ q: '', filters: Object.fromEntries(config.facetIds.map((id) => [id, []])), page: 1 });

  return { table, state, update, filteredCount, totalCount, filtered, reset, manual };
}

export type DataTableModel<TData> = ReturnType<typeof useDataTable<TData>>;
