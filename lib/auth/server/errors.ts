import 'server-only';

// Failures of the person rather than of the operator; lib/api/problem.server.ts maps them to 401/403/429.

/** No session, or it expired, ended or belongs to a disabled person. */
export class UnauthenticatedError extends Error {
  override name = 'UnauthenticatedError';
  constructor(message = 'Sign in to use the dashboard.') {
    super(message);
  }
}

/** The person's role does not allow this (support staff exporting receipts, a non-admin in settings). */
export class NotAllowedError extends Error {
  override name = 'NotAllowedError';
}

/** The first start (the demo world and its people) is still being made: ask again shortly. */
export class StartingError extends Error {
  override name = 'StartingError';
  readonly retryAfterSeconds = 5;
  constructor() {
    super('The server is starting. Try again in a moment.');
  }
}

export class TooManyAttemptsError extends Error {
  override name = 'TooManyAttemptsError';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many failed sign-in attempts. Try again later.');
  }
}
