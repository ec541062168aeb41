'use client';

import { serverPart } from '@/components/ui/lazy-part';
import { Skeleton } from '@/components/ui/skeleton';

// The not-found panel is a chunk apart from the pages' first load, as the error views are
// (components/errors/lazy-route-error.tsx): the server renders it in full for a 404, and a
// client-side navigation that meets one finds its code already fetched with the page's.
export const LazyNotFoundPanel = serverPart(
  () => import('./not-found-panel').then((m) => m.NotFoundPanel),
  function NotFoundLoading() {
    return (
      <div aria-busy="true">
        <Skeleton className="h-24 w-full" />
      </div>
    );
  },
);
