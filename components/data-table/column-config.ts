import type { DataTableColumn } from './column-meta';
import type { SortItem, TableUrlConfig } from './url-state';

export type DataTableUrlOptions = {
  /** Key prefix ("docs" → docs.q, docs.sort…) for pages with more than one table. */
  prefix?: string;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  defaultSorting?: readonly SortItem[];
};

export const defaultPageSizes = [10, 20, 50, 100] as const;

/** The id TanStack gives a column: `id`, else `accessorKey` with dots as underscores. */
export function columnIdOf<TData>(column: DataTableColumn<TData>): string {
  if (column.id) return column.id;
  if ('accessorKey' in column && typeof column.accessorKey === 'string') {
    return column.accessorKey.replaceAll('.', '_');
  }
  if (typeof column.header === 'string') return column.header;
  throw new Error('A data-table column needs an id or an accessorKey');
}

/** The URL configuration implied by a table's columns and options. */
export function tableUrlConfig<TData>(
  defs: readonly DataTableColumn<TData>[],
  options: DataTableUrlOptions = {},
): TableUrlConfig {
  const pageSizes = options.pageSizes ?? defaultPageSizes;
  return {
    prefix: options.prefix,
    columnIds: defs.map(columnIdOf),
    facetIds: defs.filter((c) => c.meta?.facet).map(columnIdOf),
    defaultHidden: defs.filter((c) => c.meta?.defaultHidden).map(columnIdOf),
    defaultSorting: options.defaultSorting ?? [],
    pageSizes,
    defaultPageSize: options.defaultPageSize ?? pageSizes[1] ?? pageSizes[0] ?? 20,
  };
}
