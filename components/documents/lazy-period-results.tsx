'use client';

import { serverPart } from '@/components/ui/lazy-part';
import { LoadProgress } from './load-progress';

// A period's results (its load and progress, the first rows, the table's URL state and columns,
// the page queries) are a chunk of their own, apart from the page's first load. The server renders
// them (a period starts as "starting to load"); drawn before their code has come (a client-side
// navigation to the page), the stand-in is that same first state. Its Cancel has nothing to stop
// yet: the load itself starts only once the results are mounted (use-period-load.ts).
export const LazyPeriodResults = serverPart(
  () => import('./period-results').then((m) => m.PeriodResults),
  function StartingToLoad() {
    return (
      <div className="space-y-4">
        <LoadProgress progress={null} onCancel={() => {}} />
      </div>
    );
  },
);
