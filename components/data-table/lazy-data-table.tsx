'use client';

import { TableSkeleton } from '@/components/registers/table-page-skeleton';
import { serverPart } from '@/components/ui/lazy-part';
import type { DataTableProps } from './data-table';

// The table's code (TanStack Table and Virtual with the data-table components, ~30 kB gzip) is a
// chunk of its own, apart from the page's first load. The server still renders the table with its
// prefetched rows, so they are on screen at once; the chunk, fetched as the page's code runs, makes
// them sortable and filterable when it arrives.
const Table = serverPart(
  () => import('./data-table').then((m) => m.DataTable<unknown>),
  function TableLoading() {
    return <TableSkeleton columns={4} />;
  },
);

export function LazyDataTable<TData>(props: DataTableProps<TData>) {
  return <Table {...(props as DataTableProps<unknown>)} />;
}
