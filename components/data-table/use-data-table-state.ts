'use client';

import { tableUrlConfig, type DataTableUrlOptions } from './column-config';
import type { DataTableColumn } from './use-data-table';
import { useTableUrlState } from './use-table-url-state';

/**
 * The table's URL state for the page itself, in manual mode: read `state` (q, sorting, filters,
 * page, pageSize) to build the server query. Pass the same columns and url options as to
 * <DataTable>; nuqs keeps both readers in step.
 */
export function useDataTableState<TData>(
  columns: DataTableColumn<TData>[],
  url: DataTableUrlOptions & { shallow?: boolean } = {},
) {
  return useTableUrlState(tableUrlConfig(columns, url), { shallow: url.shallow }).state;
}
