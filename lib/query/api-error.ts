import { readProblem } from '@/lib/problems/problem-guard';
import { isRetryableKind, problemKindOf, type ProblemKind } from '@/lib/problems/problem-kinds';
import type { Problem } from '@/lib/problems/problem.schema';

// The error a client query throws when the dashboard API answers with problem+json (or does not
// answer at all). Isomorphic: error views read `kind`, never the HTTP status.

export class ApiError extends Error {
  readonly kind: ProblemKind | undefined;
  readonly retryable: boolean;

  constructor(readonly problem: Problem) {
    super(problem.title);
    this.name = 'ApiError';
    this.kind = problemKindOf(problem.type);
    this.retryable = isRetryableKind(this.kind);
  }
}

/** Reads a failed response into an ApiError; a body that is not problem+json still gets one. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const problem = readProblem(body);
  if (problem) return new ApiError(problem);
  return new ApiError({
    type: 'about:blank',
    title: response.statusText || 'Request failed',
    status: response.status,
  });
}

/** The browser could not reach the dashboard at all (offline, server restarting). */
export function networkError(): ApiError {
  return new ApiError({ type: 'about:blank', title: 'Network error', status: 0 });
}

/** The problem of any error a query or load ended with. */
export function problemOf(error: unknown): Problem {
  if (error instanceof ApiError) return error.problem;
  return { type: 'about:blank', title: 'Request failed', status: 500 };
}

/**
 * The outside-window problem is matched by the last segment of its type, so both the documented
 * `/problems/outside-permission-window` and the project's `urn:…:outside-permission-window` work.
 */
export function isOutsideWindow(problem: Problem): boolean {
  return problem.type.split(/[/:]/).at(-1) === 'outside-permission-window';
}
