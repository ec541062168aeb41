import { HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyProblemView } from '@/components/errors/lazy-problem-view';
import { prefetch, type PrefetchPlan } from '@/lib/query/prefetch.server';

/**
 * The one pattern for server pages: prefetch through lib/operator/api, hydrate the client's queries.
 *
 *   <PrefetchBoundary queries={[serverQueries.registers(orgId)]}>
 *     <RegistersTable orgId={orgId} />   // useQuery(registersQuery(orgId)) finds the data ready
 *   </PrefetchBoundary>
 *
 * On a known upstream failure the children are replaced by the matching error state.
 */
export async function PrefetchBoundary({
  children,
  ...plan
}: PrefetchPlan & { children: ReactNode }) {
  const result = await prefetch(plan);
  if (!result.ok) return <LazyProblemView problem={result.problem} />;
  return <HydrationBoundary state={result.data}>{children}</HydrationBoundary>;
}
