'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// The figures, charts, insights and exports are drawn only once the overview has an answer, which
// the browser asks for after the page has loaded (never on the server's first render), so their
// code is not part of the page's first load: it is fetched while the answer is computed.

// `usePreloadOverviewAnswer` starts fetching the answer's code as soon as the overview mounts.
export const { Lazy: LazyOverviewAnswer, usePreload: usePreloadOverviewAnswer } = lazyPart(
  () => import('./overview-answer').then((m) => m.OverviewAnswer),
  'h-96 w-full',
);
