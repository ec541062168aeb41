'use client';

import { TableSkeleton } from '@/components/registers/table-page-skeleton';
import { serverPart } from '@/components/ui/lazy-part';

// The table's queries and columns are a chunk apart from the page's first load: the server renders
// the table with its prefetched rows, and the chunk makes it live when it arrives
// (docs/benchmarks.md, first-load JS).
export const LazyOrganizationsTable = serverPart(
  () => import('./organizations-table').then((m) => m.OrganizationsTable),
  function OrganizationsTableLoading() {
    return <TableSkeleton columns={6} rows={4} />;
  },
);
