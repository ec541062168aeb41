'use client';

import { useQuery } from '@tanstack/react-query';
import { QueryError } from '@/components/errors/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { overviewInsightsQuery, type OverviewKeyInput } from '@/lib/query/overview';
import { Heatmap } from './heatmap';
import { TopItems } from './top-items';

/** The parts that need the receipts themselves: asked for once the figures are on screen. */
export function OverviewInsights({ input }: { input: OverviewKeyInput }) {
  const query = useQuery(overviewInsightsQuery(input));
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  if (!query.data) {
    return (
      <div aria-busy="true" className="space-y-6">
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <Heatmap heatmap={query.data.heatmap} />
      <TopItems
        byRevenue={query.data.byRevenue}
        byQuantity={query.data.byQuantity}
        period={{ from: input.from, to: input.to }}
      />
    </div>
  );
}
