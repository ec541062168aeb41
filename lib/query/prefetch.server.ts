import 'server-only';
import {
  QueryClient,
  dehydrate,
  type DataTag,
  type DehydratedState,
  type QueryKey,
} from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { logProblem, problemFromError } from '@/lib/api/problem.server';
import { problemKindOf, type ProblemKind } from '@/lib/problems/problem-kinds';
import type { Problem } from '@/lib/problems/problem.schema';
import { DIRECTORY_CONCURRENCY } from '@/lib/lookup/directory';
import { mapWithLimit } from '@/lib/lookup/map-limit';
import { newCorrelationId, runWithCorrelationId } from '@/lib/ofd/correlation';
import type { ServerQuery } from './queries.server';

// The one page-loading pattern: a server page loads through lib/operator/api (never a fetch of /api),
// awaited rather than streamed, so that the outcome decides the page. A missing organization,
// register or drive becomes notFound(); the service, like the operator, answers 403 for one the
// integrator cannot see, exactly as for one that does not exist (docs/operator-api.md, tenant
// isolation), so a refusal is a not-found too. A known upstream failure becomes a problem for
// <ProblemView>; anything else goes to error.tsx.

export type Loaded<T> = { ok: true; data: T } | { ok: false; problem: Problem };

const MISSING: readonly (ProblemKind | undefined)[] = [
  'not-found',
  'drive-not-in-register',
  'forbidden',
];

/** `one`: a page about one thing, which may not exist; `list`: a listing, never a not-found. */
export async function loadOnServer<T>(
  load: () => Promise<T>,
  kind: 'one' | 'list' = 'one',
): Promise<Loaded<T>> {
  const correlationId = newCorrelationId();
  try {
    return { ok: true, data: await runWithCorrelationId(correlationId, load) };
  } catch (error) {
    const problem = problemFromError(error, { correlationId });
    const problemKind = problemKindOf(problem.type);
    if (kind === 'one' && MISSING.includes(problemKind)) notFound();
    logProblem(problem, error);
    if (problemKind === 'internal') throw error;
    return { ok: false, problem };
  }
}

/** A prefetched query's data, typed by its key: what server children of a boundary read. */
export type Cached = <T>(options: { queryKey: DataTag<QueryKey, T, Error> }) => T;

export type Prefetched = { state: DehydratedState; cached: Cached };

export type PrefetchPlan = {
  /** Queries the page cannot do without: their failure is the page's. */
  queries: ServerQuery[];
  /** Queries the client may retry itself (counts, a search), chosen once `queries` are in. */
  optional?: (cached: QueryClient) => ServerQuery[];
  kind?: 'one' | 'list';
};

/** Runs a page's queries on the server and dehydrates them for the client's QueryClient. */
export async function prefetch({
  queries,
  optional,
  kind,
}: PrefetchPlan): Promise<Loaded<Prefetched>> {
  // A fresh client per render: server state must never be shared between requests.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const loaded = await loadOnServer(async () => {
    await Promise.all(queries.map((query) => queryClient.fetchQuery(query)));
    // A few at a time: one query per organization must not flood the operator.
    const more = optional?.(queryClient) ?? [];
    await mapWithLimit(more, DIRECTORY_CONCURRENCY, (query) =>
      queryClient.prefetchQuery(query).catch(() => undefined),
    );
  }, kind);
  if (!loaded.ok) return loaded;
  const cached: Cached = ({ queryKey }) => {
    const data = queryClient.getQueryData(queryKey);
    // Only the plan's own `queries` are read so, and those are in (or the page failed above).
    if (data === undefined) throw new Error('A page read a query it did not prefetch.');
    return data as never;
  };
  return { ok: true, data: { state: dehydrate(queryClient), cached } };
}
