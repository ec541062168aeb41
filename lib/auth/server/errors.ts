import 'server-only';
import { BrandedError } from '@/lib/process/branded-error';

// Failures of the person rather than of the operator; lib/api/problem.server.ts maps them to 401/403/429.

/** No session, or it expired, ended or belongs to a disabled person. */
export class UnauthenticatedError extends BrandedError {
  static override readonly brand: string = 'UnauthenticatedError';
  override name = 'UnauthenticatedError';
  constructor(message = 'Sign in to use the dashboard.') {
    super(message);
  }
}

/** The person's role does not allow this (support staff exporting receipts, a non-admin in settings). */
export class NotAllowedError extends BrandedError {
  static override readonly brand: string = 'NotAllowedError';
  override name = 'NotAllowedError';
}

/** The first start (the demo world and its people) is still being made: ask again shortly. */
export class StartingError extends BrandedError {
  static override readonly brand: string = 'StartingError';
  override name = 'StartingError';
  readonly retryAfterSeconds = 5;
  constructor() {
    super('The server is starting. Try again in a moment.');
  }
}

export class TooManyAttemptsError extends BrandedError {
  static override readonly brand: string = 'TooManyAttemptsError';
  override name = 'TooManyAttemptsError';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many failed sign-in attempts. Try again later.');
  }
}
