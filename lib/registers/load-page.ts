import 'server-only';
import { notFound } from 'next/navigation';
import { logProblem, problemFromError } from '@/lib/api/problem';
import { problemKindOf } from '@/lib/api/problem-kinds';
import type { Problem } from '@/lib/api/problem-types';
import { newCorrelationId, runWithCorrelationId } from '@/lib/ofd/correlation';
import { ForbiddenError, NotFoundError } from '@/lib/ofd/errors';

// Loads what a registers page shows, straight from lib/ofd/api. The built-in service (like the
// operator) answers 403 for an organization or register the integrator cannot see, exactly as for
// one that does not exist (tenant isolation), so both become the page's not-found. A known
// upstream failure becomes a problem for <ProblemView>; anything else goes to error.tsx.

export type Loaded<T> = { ok: true; data: T } | { ok: false; problem: Problem };

/** `one`: a page about one organization or register, which may not exist; `list`: a listing. */
export async function loadPage<T>(
  load: () => Promise<T>,
  kind: 'one' | 'list' = 'one',
): Promise<Loaded<T>> {
  const correlationId = newCorrelationId();
  try {
    return { ok: true, data: await runWithCorrelationId(correlationId, load) };
  } catch (error) {
    const missing = error instanceof ForbiddenError || error instanceof NotFoundError;
    if (missing && kind === 'one') notFound();
    const problem = problemFromError(error, { correlationId });
    logProblem(problem, error);
    if (problemKindOf(problem.type) === 'internal') throw error;
    return { ok: false, problem };
  }
}
