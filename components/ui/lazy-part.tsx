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

/**
 * A part the server renders in full (its HTML is the first paint) whose browser code is still a
 * chunk apart from the page's first load. The chunk is fetched as soon as the page's code runs,
 * before hydration reaches the part; until it is there, the part keeps its server HTML, and where
 * it must be drawn anew meanwhile (a client-side navigation), `Fallback` draws it from the same
 * props. React.lazy rather than next/dynamic: the latter adds ~3 kB of runtime to every page.
 */
export function serverPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
) {
  if (typeof window !== 'undefined') void load();
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function Lazy(props: P) {
    return (
      <Suspense fallback={<Fallback {...props} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
