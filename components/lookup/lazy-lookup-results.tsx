'use client';

import { serverPart } from '@/components/ui/lazy-part';
import { LookupSkeleton } from './lookup-skeleton';

// The results' queries and cards are a chunk apart from the page's first load: the server renders
// what the address's `?q=` finds, and the chunk makes the results follow the box when it arrives
// (docs/benchmarks.md, first-load JS). The search box itself stays in the first load.
export const LazyLookupResults = serverPart(
  () => import('./lookup-results').then((m) => m.LookupResults),
  LookupSkeleton,
);
