'use client';

import dynamic from 'next/dynamic';
import { Suspense, type ComponentProps } from 'react';
import { LoadProgress } from './load-progress';
import type { PeriodResults } from './period-results';

// A period's results (its load and progress, the first rows, the table's URL state and columns,
// the page queries) are a chunk of their own, apart from the page's first load. The server still
// renders them (a period starts as "starting to load"), the chunk is preloaded with the page
// (next/dynamic), and they come alive when it arrives. Drawn before then (a client-side
// navigation to the page), the stand-in is that same first state. Its Cancel has nothing to stop
// yet: the load itself starts only once the results are mounted (use-period-load.ts).

const Results = dynamic(() => import('./period-results').then((m) => m.PeriodResults));

export function LazyPeriodResults(props: ComponentProps<typeof PeriodResults>) {
  return (
    <Suspense
      fallback={
        <div className="space-y-4">
          <LoadProgress progress={null} onCancel={() => {}} />
        </div>
      }
    >
      <Results {...props} />
    </Suspense>
  );
}
