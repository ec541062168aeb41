import { HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyProblemView } from '@/components/errors/lazy-problem-view';
import { prefetch, type Cached, type PrefetchPlan } from '@/lib/query/prefetch.server';

/**
 * The one pattern for server pages (docs/conventions.md): the page parses its address with the
 * route's schema (`pageParams`), then prefetches through lib/operator/api here.
 *
 *   <PrefetchBoundary queries={[serverQueries.registers(orgId)]}>
 *     <RegistersTable orgId={orgId} />   // useQuery(registersQuery(orgId)) finds the data ready
 *   </PrefetchBoundary>
 *
 * Client children find the queries hydrated. A page drawn wholly on the server passes a function
 * instead, which reads the same prefetched queries (`cached(registerQuery(…))`) and ships no
 * JavaScript for them. On a known upstream failure the children are replaced by the matching
 * error state, inside the page's `frame` when it has one.
 */
export async function PrefetchBoundary({
  children,
  frame,
  ...plan
}: PrefetchPlan & {
  children: ReactNode | ((cached: Cached) => ReactNode);
  frame?: (problem: ReactNode) => ReactNode;
}) {
  const result = await prefetch(plan);
  if (!result.ok) {
    const problem = <LazyProblemView problem={result.problem} />;
    return frame ? frame(problem) : problem;
  }
  if (typeof children === 'function') return children(result.data.cached);
  return <HydrationBoundary state={result.data.state}>{children}</HydrationBoundary>;
}
