// The dashboard API's own problem types (RFC 9457). Isomorphic and zod-free, so that the browser
// bundle does not carry zod: the server writes them, the query layer and the error views read
// them. The UI keys on `type`, never on `status` or `detail`. The zod schema of a problem body
// lives in problem.schema.ts.

export const PROBLEM_KINDS = [
  'invalid-request', // 400: a path or query parameter failed validation
  'method-not-allowed', // 405: a method the dashboard does not serve (Allow says which)
  'not-found', // 404: no such organization, register or document among the integrator's
  'drive-not-in-register', // 404: the fiscal drive was never installed in the register
  'period-too-large', // 422: the period holds more documents than the server keeps at once
  'outside-permission-window', // 422: the period lies wholly outside the register's window
  'unprocessable', // 422: well formed but refused as given; `errors` names the field
  'forbidden', // 403: the operator refuses the integrator access to this resource
  'credentials-rejected', // 502: the operator rejected OFD_API_KEY / OFD_SESSION_ID
  'upstream-bad-request', // 400: the operator refused a request the dashboard considered valid
  'upstream-bad-response', // 502: redirect, HTML, invalid JSON or wrong shape from the operator
  'upstream-endless-paging', // 502: the operator's paging cursor kept moving past any real day's size
  'rate-limited', // 429: the operator asks to slow down (Retry-After says for how long)
  'too-many-requests', // 429: this client exceeded the dashboard's own limit (Retry-After)
  'upstream-unavailable', // 503 (504 on timeouts): network failure, timeout or 5xx upstream
  'sign-in-required', // 401: no session (or it ended): sign in again; GET /api/metrics: no or a wrong token
  'not-allowed', // 403: the person's role does not allow this (support exporting, settings)
  'too-many-attempts', // 429: too many failed sign-ins for this email or address
  'cross-origin', // 403: a mutation whose Origin is not the dashboard's own
  'misdirected-request', // 421: a Host other than APP_URL's (DNS rebinding)
  'starting', // 503: the server's first start (demo world, demo people) is not done yet
  'database-unavailable', // 503: the app database or the service's store is away (Retry-After)
  'configuration', // 500: the server's OFD_* configuration is invalid
  'internal', // 500: anything else; no details leave the server
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

const PREFIX = 'urn:ofd-console:problem:';

export function problemType(kind: ProblemKind): string {
  return `${PREFIX}${kind}`;
}

export function problemKindOf(type: string): ProblemKind | undefined {
  const kind = type.startsWith(PREFIX) ? type.slice(PREFIX.length) : '';
  return (PROBLEM_KINDS as readonly string[]).includes(kind) ? (kind as ProblemKind) : undefined;
}

/** Kinds a Retry button can fix: the operator (or the network) may answer next time. */
export function isRetryableKind(kind: ProblemKind | undefined): boolean {
  return (
    kind === undefined ||
    kind === 'upstream-unavailable' ||
    kind === 'starting' ||
    kind === 'database-unavailable' ||
    kind === 'rate-limited' ||
    kind === 'too-many-requests' ||
    kind === 'upstream-bad-response' ||
    kind === 'internal'
  );
}
