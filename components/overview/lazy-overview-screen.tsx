'use client';

import { Skeleton } from '@/components/ui/skeleton';
import { serverPart } from '@/components/ui/lazy-part';

// The overview's code (its query and stream, the scope and compare selects, the address state) is
// a chunk apart from the page's first load. The server renders the controls and "starting to
// load"; the answer is asked for only once the chunk has arrived, as it was only after hydration
// before (docs/benchmarks.md, first-load JS).
export const LazyOverviewScreen = serverPart(
  () => import('./overview-screen').then((m) => m.OverviewScreen),
  function OverviewScreenLoading() {
    return (
      <div aria-busy="true" className="space-y-6">
        {/* A phone shows the controls folded to one line (overview-screen.tsx). */}
        <Skeleton className="h-28 w-full max-sm:h-16" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  },
);
