'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// What a loaded period shows (summary, tabs, shifts, exports) is drawn only once the period has
// loaded in the browser, never on the server's first render, so its code is not part of the page's
// first load: it is fetched while the period loads.

const part = lazyPart(() => import('./period-loaded').then((m) => m.PeriodLoaded), 'h-96 w-full');

export const LazyPeriodLoaded = part.Lazy;
/** Starts fetching the code as soon as a period starts loading. */
export const usePreloadPeriodLoaded = part.usePreload;
