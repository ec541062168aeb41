import { problemType, type ProblemKind } from './problem-kinds';
import statusTitles from './problem-titles.json' with { type: 'json' };

// The wire form of a dashboard problem (RFC 9457), free of server-only imports so that the request
// proxy (proxy.ts), which answers before any route runs, writes the same bodies as the routes.

/**
 * Each kind's status and title: data, kept in problem-titles.json beside this file; the type makes
 * the build fail when a kind has none.
 */
export const PROBLEM_STATUS_TITLES: Record<ProblemKind, { status: number; title: string }> =
  statusTitles;

type ProblemBody = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  correlationId?: string;
  retryAfter?: number;
};

export function problemOf(kind: ProblemKind, extra: Omit<Partial<ProblemBody>, 'type'> = {}) {
  const { status, title } = PROBLEM_STATUS_TITLES[kind];
  return { type: problemType(kind), title, status, ...extra } satisfies ProblemBody;
}

/** problem+json, never cached; Retry-After mirrors `retryAfter`; more headers (Allow) on top. */
export function problemAnswer(problem: ProblemBody, more: Record<string, string> = {}): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'application/problem+json',
    'Cache-Control': 'private, no-store',
    ...more,
  };
  if (problem.correlationId) headers['X-Correlation-Id'] = problem.correlationId;
  if (problem.retryAfter !== undefined) headers['Retry-After'] = String(problem.retryAfter);
  return new Response(JSON.stringify(problem), { status: problem.status, headers });
}
