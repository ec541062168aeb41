'use client';

import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A part of a page whose code is fetched apart from the page's first load: `usePreload` starts the
 * fetch early (while the data loads), `Lazy` renders it behind a skeleton of `skeletonClass`.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  skeletonClass: string,
) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function usePreload() {
    useEffect(() => void load(), []);
  }
  function Lazy(props: P) {
    return (
      <Suspense
        fallback={
          <div aria-busy="true">
            <Skeleton className={skeletonClass} />
          </div>
        }
      >
        <Part {...props} />
      </Suspense>
    );
  }
  return { Lazy, usePreload };
}
