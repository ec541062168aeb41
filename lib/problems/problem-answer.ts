import { problemType, type ProblemKind } from './problem-kinds';

// The wire form of a dashboard problem (RFC 9457), free of server-only imports so that the request
// proxy (proxy.ts), which answers before any route runs, writes the same bodies as the routes.

export const PROBLEM_STATUS_TITLES: Record<ProblemKind, [number, string]> = {
  'invalid-request': [400, 'The request parameters are invalid'],
  'method-not-allowed': [405, 'The method is not allowed here'],
  'not-found': [404, 'Not found'],
  'drive-not-in-register': [404, 'The fiscal drive does not belong to this register'],
  'period-too-large': [422, 'The period holds too many documents'],
  'outside-permission-window': [422, "The period lies outside the register's permission window"],
  unprocessable: [422, 'The request cannot be carried out as given'],
  forbidden: [403, 'The operator refuses access to this resource'],
  'credentials-rejected': [502, 'The operator rejected the stored credentials'],
  'upstream-bad-request': [400, 'The operator refused the request'],
  'upstream-bad-response': [502, 'The operator sent an unusable response'],
  'upstream-endless-paging': [502, "The operator's paging never ended"],
  'rate-limited': [429, 'The operator is limiting the request rate'],
  'too-many-requests': [429, 'Too many requests from this client'],
  'upstream-unavailable': [503, 'The operator is unavailable'],
  'sign-in-required': [401, 'Sign in to use the dashboard'],
  'not-allowed': [403, 'Your role does not allow this'],
  'too-many-attempts': [429, 'Too many failed sign-in attempts'],
  'cross-origin': [403, 'Cross-origin requests are refused'],
  'misdirected-request': [421, 'This server does not answer for that host name'],
  starting: [503, 'The server is starting'],
  'database-unavailable': [503, 'The dashboard is temporarily unavailable'],
  configuration: [500, 'The dashboard is not configured correctly'],
  internal: [500, 'Internal error'],
};

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
  const [status, title] = PROBLEM_STATUS_TITLES[kind];
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
