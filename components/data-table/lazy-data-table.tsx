'use client';

import dynamic from 'next/dynamic';
import { TableSkeleton } from '@/components/registers/table-page-skeleton';
import type { DataTableProps } from './data-table';

// The table's code (TanStack Table and Virtual with the data-table components, ~30 kB gzip) is a
// chunk of its own, apart from the page's first load. The server still renders the table with its
// prefetched rows, so they are on screen at once; the chunk, preloaded with the page, makes them
// sortable and filterable when it arrives.

const Table = dynamic(() => import('./data-table').then((m) => m.DataTable), {
  loading: () => <TableSkeleton columns={4} />,
});

export function LazyDataTable<TData>(props: DataTableProps<TData>) {
  return <Table {...(props as DataTableProps<unknown>)} />;
}
