'use client';

import { TableSkeleton } from '@/components/registers/table-page-skeleton';
import { serverPart } from '@/components/ui/lazy-part';

// The board's code (its query, counts and columns) is a chunk apart from the page's first load: the
// server renders the board with its prefetched rows, and the chunk makes it live when it arrives
// (docs/benchmarks.md, first-load JS).
export const LazyHealthBoard = serverPart(
  () => import('./health-board').then((m) => m.HealthBoard),
  function HealthBoardLoading() {
    return <TableSkeleton columns={5} rows={6} />;
  },
);
