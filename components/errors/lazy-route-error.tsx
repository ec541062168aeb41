'use client';

import { serverPart } from '@/components/ui/lazy-part';
import { Skeleton } from '@/components/ui/skeleton';

// What an `error.tsx` shows is a chunk apart from the pages' first load: fetched as the page's code
// runs, so it is there long before an error can happen in the browser; an error met on the server
// is rendered there in full.
export const LazyRouteError = serverPart(
  () => import('./route-error').then((m) => m.RouteError),
  function RouteErrorLoading() {
    return (
      <div aria-busy="true">
        <Skeleton className="h-24 w-full" />
      </div>
    );
  },
);
