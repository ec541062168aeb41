import { HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProblemView } from '@/components/errors/problem-view';
import { prefetch } from '@/lib/query/prefetch';
import type { ServerQuery } from '@/lib/query/server';

/**
 * The one pattern for server pages: prefetch through lib/ofd/api, hydrate the client's queries.
 *
 *   <PrefetchBoundary queries={[serverQueries.cashboxes(orgId)]}>
 *     <CashboxTable orgId={orgId} />   // useQuery(cashboxesQuery(orgId)) finds the data ready
 *   </PrefetchBoundary>
 *
 * On a known upstream failure the children are replaced by the matching error state.
 */
export async function PrefetchBoundary({
  queries,
  children,
}: {
  queries: ServerQuery[];
  children: ReactNode;
}) {
  const result = await prefetch(queries);
  if (!result.ok) return <ProblemView problem={result.problem} />;
  return <HydrationBoundary state={result.state}>{children}</HydrationBoundary>;
}
