'use client';

import { serverPart } from '@/components/ui/lazy-part';
import { Skeleton } from '@/components/ui/skeleton';

// The document page's code (its query, views nav and address state) is a chunk apart from the
// page's first load: the server renders the prefetched document, and the chunk makes it live when
// it arrives (docs/benchmarks.md, first-load JS).
export const LazyDocumentDetailPage = serverPart(
  () => import('./document-detail').then((m) => m.DocumentDetailPage),
  function DocumentDetailLoading() {
    return (
      <div aria-busy="true" className="space-y-4">
        <Skeleton className="h-5 w-80 max-w-full" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  },
);
