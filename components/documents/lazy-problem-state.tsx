'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// A failed load's explanation is needed only when a load fails in the browser, so its code (the
// problem views and their messages) is not part of the page's first load.

const part = lazyPart(() => import('./problem-state').then((m) => m.ProblemState), 'h-24 w-full');

export const LazyProblemState = part.Lazy;
