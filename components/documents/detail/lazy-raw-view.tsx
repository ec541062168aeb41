'use client';

import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { RawView as RawViewType } from './raw-view';

// The raw view marks the fields the body schemas do not know, so it needs the zod schemas (~30 kB
// gzip). It is one tab of a page that renders in the browser only, so its chunk is fetched while
// the document loads instead of with the page.

const loadRawView = () => import('./raw-view');
const RawView = lazy(() => loadRawView().then((m) => ({ default: m.RawView })));

/** Starts fetching the raw view's code as soon as the detail page mounts. */
export function usePreloadRawView() {
  useEffect(() => void loadRawView(), []);
}

export function LazyRawView(props: ComponentProps<typeof RawViewType>) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <Skeleton className="h-64 w-full" />
        </div>
      }
    >
      <RawView {...props} />
    </Suspense>
  );
}
