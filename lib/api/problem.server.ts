import 'server-only';
import { ZodError } from 'zod';
import {
  NotAllowedError,
  StartingError,
  TooManyAttemptsError,
  UnauthenticatedError,
} from '@/lib/auth/server/errors';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '@/lib/database-outage/unavailable';
import { EnvError } from '@/lib/env';
import { logEvent } from '@/lib/log';
import {
  OfdError,
  OutsidePermissionWindowError,
  RateLimitedError,
  UnavailableError,
} from '@/lib/ofd/errors';
import { OutsideCopyError } from '@/lib/ofd/outside-copy';
import { TooManyRequestsError } from '@/lib/security/too-many-requests';
import { PROBLEM_STATUS_TITLES, problemAnswer } from '@/lib/problems/problem-answer';
import { problemType, type ProblemKind } from '@/lib/problems/problem-kinds';
import { UnprocessableError } from '@/lib/problems/unprocessable';
import type { Problem } from '@/lib/problems/problem.schema';

// One place that turns any failure into problem+json: zod errors → 400, our typed errors → their
// status, anything else → 500 without internals. Upstream bodies and headers never pass through.

const KIND_OF_OFD_ERROR: Record<OfdError['kind'], ProblemKind> = {
  'credentials-rejected': 'credentials-rejected',
  forbidden: 'forbidden',
  'not-found': 'not-found',
  'bad-request': 'upstream-bad-request',
  'rate-limited': 'rate-limited',
  unavailable: 'upstream-unavailable',
  'bad-response': 'upstream-bad-response',
  'outside-permission-window': 'outside-permission-window',
  'drive-not-in-register': 'drive-not-in-register',
  'period-too-large': 'period-too-large',
  'endless-paging': 'upstream-endless-paging',
};

export function problemFromError(
  error: unknown,
  context: { instance?: string; correlationId: string },
): Problem {
  const base = (kind: ProblemKind, detail?: string, status?: number): Problem => {
    const { status: defaultStatus, title } = PROBLEM_STATUS_TITLES[kind];
    return { type: problemType(kind), title, status: status ?? defaultStatus, detail, ...context };
  };
  if (error instanceof ZodError) {
    return {
      ...base('invalid-request', 'One or more parameters are invalid.'),
      errors: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    };
  }
  if (error instanceof UnprocessableError) {
    return {
      ...base('unprocessable', 'One or more fields are refused.'),
      errors: [{ path: error.path, message: error.message }],
    };
  }
  if (error instanceof OfdError) {
    const kind = KIND_OF_OFD_ERROR[error.kind];
    // A timeout is a gateway timeout; other unavailability is 503.
    const status =
      error instanceof UnavailableError && error.reason === 'timeout' ? 504 : undefined;
    const problem = base(kind, error.message, status);
    if (error instanceof RateLimitedError && error.retryAfterSeconds !== undefined) {
      problem.retryAfter = error.retryAfterSeconds;
    }
    if (error instanceof OutsidePermissionWindowError) Object.assign(problem, error.window);
    if (error instanceof OutsideCopyError) {
      Object.assign(problem, { copyFrom: error.held.from, copyTo: error.held.to });
    }
    return problem;
  }
  if (error instanceof TooManyRequestsError) {
    return { ...base('too-many-requests', error.message), retryAfter: error.retryAfterSeconds };
  }
  if (error instanceof UnauthenticatedError) return base('sign-in-required', error.message);
  if (error instanceof NotAllowedError) return base('not-allowed', error.message);
  if (error instanceof TooManyAttemptsError) {
    return { ...base('too-many-attempts', error.message), retryAfter: error.retryAfterSeconds };
  }
  if (error instanceof StartingError) {
    return { ...base('starting', error.message), retryAfter: error.retryAfterSeconds };
  }
  // A database that does not answer is an outage, not a fault of ours and never "signed out":
  // 503 with Retry-After, and its cause stays in the log (docs/outages.md).
  if (isDatabaseUnavailable(error)) {
    return {
      ...base('database-unavailable', 'The database is not answering. Try again in a moment.'),
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  // EnvError messages name the variable and never its value (lib/env.ts): safe to show.
  if (error instanceof EnvError) return base('configuration', error.message);
  return base('internal', 'The request failed. Quote the correlation id to support.');
}

/** Logs the failure with its correlation id and answers with problem+json. */
export function handleApiError(
  error: unknown,
  context: { instance: string; correlationId: string },
): Response {
  const problem = problemFromError(error, context);
  logProblem(problem, error);
  return problemAnswer(problem);
}

export function logProblem(problem: Problem, error: unknown) {
  logEvent(problem.status >= 500 ? 'error' : 'warn', 'api.problem', {
    type: problem.type,
    status: problem.status,
    instance: problem.instance,
    correlationId: problem.correlationId,
    upstreamStatus: error instanceof OfdError ? error.upstreamStatus : undefined,
    errorCodeId: error instanceof OfdError ? error.errorCodeId : undefined,
    // Unexpected errors are ours, not the operator's: their message and stack stay in the log.
    error:
      error instanceof OfdError ||
      error instanceof ZodError ||
      error instanceof UnprocessableError ||
      error instanceof TooManyRequestsError ||
      error instanceof UnauthenticatedError ||
      error instanceof NotAllowedError ||
      error instanceof StartingError ||
      error instanceof TooManyAttemptsError
        ? undefined
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error),
  });
}
