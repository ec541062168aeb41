'use client';

import { serverPart } from '@/components/ui/lazy-part';
import { Skeleton } from '@/components/ui/skeleton';

// The form's checks and organization query, and the results' search stream and table, are chunks
// apart from the page's first load (docs/benchmarks.md, first-load JS). The server renders both;
// until the form's chunk has come it still submits its query by GET, as it does without JavaScript.
export const LazySearchForm = serverPart(
  () => import('./search-form').then((m) => m.SearchForm),
  function SearchFormLoading() {
    return <Skeleton aria-busy="true" className="h-64 w-full" />;
  },
);

export const LazySearchResults = serverPart(
  () => import('./search-results').then((m) => m.SearchResults),
  function SearchResultsLoading() {
    return <Skeleton className="h-24 w-full" />;
  },
);
