'use client';

import { ApiError } from '@/lib/query/api-error';
import { ProblemView } from './problem-view';

/** The error state of a client query: `<QueryError error={query.error} onRetry={query.refetch} />`. */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => unknown }) {
  const problem =
    error instanceof ApiError
      ? error.problem
      : { type: 'about:blank', title: 'Request failed', status: 500 };
  return <ProblemView problem={problem} onRetry={onRetry} />;
}
