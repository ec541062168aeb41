'use client';

import { serverPart } from '@/components/ui/lazy-part';
import { TableSkeleton } from './table-page-skeleton';

// The table's query, health badges and columns are a chunk apart from the page's first load: the
// server renders the table with its prefetched rows, and the chunk makes it live when it arrives
// (docs/benchmarks.md, first-load JS).
export const LazyRegistersTable = serverPart(
  () => import('./registers-table').then((m) => m.RegistersTable),
  function RegistersTableLoading() {
    return <TableSkeleton columns={7} />;
  },
);
