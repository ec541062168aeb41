import 'server-only';
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { logProblem, problemFromError } from '@/lib/api/problem';
import { problemKindOf } from '@/lib/api/problem-kinds';
import type { Problem } from '@/lib/api/problem-types';
import { newCorrelationId, runWithCorrelationId } from '@/lib/ofd/correlation';
import type { ServerQuery } from './server';

// Runs a page's queries on the server and dehydrates them for the client's QueryClient. The fetch
// is awaited (not streamed as pending) so that the outcome decides the page: a 404 becomes
// notFound(), a known upstream failure a problem for <ProblemView>, anything else error.tsx.

export type PrefetchResult = { ok: true; state: DehydratedState } | { ok: false; problem: Problem };

export async function prefetch(queries: ServerQuery[]): Promise<PrefetchResult> {
  // A fresh client per render: server state must never be shared between requests.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const correlationId = newCorrelationId();
  try {
    await runWithCorrelationId(correlationId, () =>
      Promise.all(
        queries.map(({ queryKey, queryFn }) => queryClient.fetchQuery({ queryKey, queryFn })),
      ),
    );
    return { ok: true, state: dehydrate(queryClient) };
  } catch (error) {
    const problem = problemFromError(error, { correlationId });
    logProblem(problem, error);
    const kind = problemKindOf(problem.type);
    if (kind === 'not-found' || kind === 'drive-not-in-register') notFound();
    if (kind === 'internal') throw error;
    return { ok: false, problem };
  }
}
