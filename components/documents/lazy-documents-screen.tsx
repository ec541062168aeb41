'use client';

import { serverPart } from '@/components/ui/lazy-part';
import { Skeleton } from '@/components/ui/skeleton';

// The documents page's code (its register queries, drive and period controls, the address state)
// is a chunk apart from the page's first load: the server renders the page with the prefetched
// register, and the chunk makes it live when it arrives (docs/benchmarks.md, first-load JS).
export const LazyDocumentsScreen = serverPart(
  () => import('./documents-screen').then((m) => m.DocumentsScreen),
  function DocumentsScreenLoading() {
    return (
      <div aria-busy="true" className="space-y-4">
        <Skeleton className="h-5 w-80 max-w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  },
);
