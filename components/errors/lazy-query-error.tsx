'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// A failed query's explanation is needed only when a query fails in the browser, so its code (the
// problem views and their messages) is not part of a page's first load.

const part = lazyPart(() => import('./query-error').then((m) => m.QueryError), 'h-24 w-full');

export const LazyQueryError = part.Lazy;
