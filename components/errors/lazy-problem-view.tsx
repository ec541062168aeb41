'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// Server pages show a problem view only when their prefetch fails; importing it from a client
// boundary keeps its code (and its messages) out of every page's first load, and the server still
// renders it in place when it is needed.

const part = lazyPart(() => import('./problem-view').then((m) => m.ProblemView), 'h-24 w-full');

export const LazyProblemView = part.Lazy;
