'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// What `app/error.tsx` shows is a chunk apart from the pages' first load: fetched as the page's code
// runs, so it is there long before an error can happen in the browser; an error met on the server
// is rendered there in full. Plain React.lazy with an inline stand-in rather than
// components/ui/lazy-part.tsx: a segment file is a chunk of its own, and a shared module is copied
// into each such chunk (measured: 0.3 kB of first-load JS per segment file).
const load = () => import('./route-error');
if (typeof window !== 'undefined') void load();
const RouteError = lazy(() => load().then((m) => ({ default: m.RouteError })));

export function LazyRouteError(props: ComponentProps<typeof RouteError>) {
  return (
    <Suspense fallback={<div aria-busy="true" className="h-24 w-full" />}>
      <RouteError {...props} />
    </Suspense>
  );
}
