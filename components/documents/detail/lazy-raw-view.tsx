'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// The raw view is one tab of a page that renders in the browser only, so its chunk is fetched
// while the document loads instead of with the page.

const rawView = lazyPart(() => import('./raw-view').then((m) => m.RawView), 'h-64 w-full');

export const LazyRawView = rawView.Lazy;
/** Starts fetching the raw view's code as soon as the detail page mounts. */
export const usePreloadRawView = rawView.usePreload;
