import { BrandedError } from '@/lib/process/branded-error';
import { operatorErrorSchema } from './schemas/operator-error';

// Typed failures of the path to the operator. Every message here is our own text: an error never
// carries an upstream body, header or secret, so it is safe to log and to turn into problem+json.
// The operator's `errorCodeId` is kept only when it has the URN shape of docs/operator-api.md §2.

export type OfdErrorKind =
  | 'credentials-rejected'
  | 'forbidden'
  | 'not-found'
  | 'bad-request'
  | 'rate-limited'
  | 'unavailable'
  | 'bad-response'
  | 'outside-permission-window'
  | 'drive-not-in-register'
  | 'period-too-large'
  | 'endless-paging';

type Upstream = { status?: number; errorCodeId?: string };

export abstract class OfdError extends BrandedError {
  static override readonly brand: string = 'OfdError';
  abstract readonly kind: OfdErrorKind;
  /** HTTP status the operator answered with, when there was an answer. */
  readonly upstreamStatus?: number;
  /** The operator's error URN (docs/operator-api.md §2), when its body had a well-formed one. */
  readonly errorCodeId?: string;

  constructor(message: string, upstream: Upstream = {}) {
    super(message);
    this.name = new.target.name;
    this.upstreamStatus = upstream.status;
    this.errorCodeId = upstream.errorCodeId;
  }
}

/** 401: the session expired or was reset, or the key is wrong. Only configuration can fix it. */
export class CredentialsRejectedError extends OfdError {
  static override readonly brand: string = 'CredentialsRejectedError';
  readonly kind = 'credentials-rejected';
  constructor(
    readonly reason: 'session' | 'key' | 'unknown',
    upstream?: Upstream,
  ) {
    super(`The operator rejected the stored credentials (${reason}).`, upstream);
  }
}

/** A failure that says only its kind: one message, and what the operator answered when it did. */
function plainError<K extends OfdErrorKind>(kind: K, message: string) {
  return class extends OfdError {
    readonly kind = kind;
    constructor(upstream?: Upstream) {
      super(message, upstream);
    }
  };
}

/** 403: the integrator may not see this organization, register or period. */
export class ForbiddenError extends plainError(
  'forbidden',
  'The operator refused access to this resource.',
) {
  static override readonly brand: string = 'ForbiddenError';
}

export class NotFoundError extends plainError('not-found', 'The operator has no such resource.') {
  static override readonly brand: string = 'NotFoundError';
}

/** The operator refused a request we considered valid (400). */
export class BadRequestError extends plainError(
  'bad-request',
  'The operator rejected the request parameters.',
) {
  static override readonly brand: string = 'BadRequestError';
}

export class RateLimitedError extends OfdError {
  static override readonly brand: string = 'RateLimitedError';
  readonly kind = 'rate-limited';
  constructor(
    /** Seconds the operator asked us to wait, when it said so. */
    readonly retryAfterSeconds: number | undefined,
    upstream?: Upstream,
  ) {
    super('The operator is limiting the request rate.', upstream);
  }
}

/** Timeouts, network failures and 5xx: worth retrying later. */
export class UnavailableError extends OfdError {
  static override readonly brand: string = 'UnavailableError';
  readonly kind = 'unavailable';
  constructor(
    readonly reason: 'timeout' | 'network' | 'status',
    upstream?: Upstream,
  ) {
    super(`The operator is unavailable (${reason}).`, upstream);
  }
}

/** An answer we cannot use: a redirect, HTML, invalid JSON, the wrong shape, an oversized body. */
export class BadResponseError extends OfdError {
  static override readonly brand: string = 'BadResponseError';
  readonly kind = 'bad-response';
  constructor(
    readonly reason: 'redirect' | 'not-json' | 'shape' | 'too-large' | 'status' | 'mismatch',
    upstream?: Upstream,
  ) {
    super(`The operator sent an unusable response (${reason}).`, upstream);
  }
}

/** Our own check: the requested dates lie wholly outside the register's permission window. */
export class OutsidePermissionWindowError extends OfdError {
  static override readonly brand: string = 'OutsidePermissionWindowError';
  readonly kind = 'outside-permission-window';
  constructor(readonly window: { permissionFrom: string; permissionTo: string }) {
    // The window's ends are local date-times of the register, not secrets: saying them is what
    // lets a person pick a period that works.
    super(
      `The requested period lies outside the permission window of the register ` +
        `(${window.permissionFrom} – ${window.permissionTo}).`,
    );
  }
}

/** Our own check: the period holds more documents than the server keeps at once. */
export class PeriodTooLargeError extends OfdError {
  static override readonly brand: string = 'PeriodTooLargeError';
  readonly kind = 'period-too-large';
  constructor(readonly maxDocuments: number) {
    super(`The period holds more than ${maxDocuments} documents; choose a shorter one.`);
  }
}

/**
 * Our own check: the operator's paging cursor kept moving for more pages than a day can hold
 * (lib/documents/server/by-period-day.ts): the day's list would never end.
 */
export class EndlessPagingError extends OfdError {
  static override readonly brand: string = 'EndlessPagingError';
  readonly kind = 'endless-paging';
  constructor(readonly pages: number) {
    super(
      `The operator's paging never ended: its cursor still moved after ${pages} pages of one ` +
        `day, so the reading stopped.`,
    );
  }
}

/** Our own check: the fiscal drive was never installed in the register. */
export class DriveNotInRegisterError extends OfdError {
  static override readonly brand: string = 'DriveNotInRegisterError';
  readonly kind = 'drive-not-in-register';
  constructor() {
    super('The fiscal drive does not belong to this register.');
  }
}

const NOT_YOURS = [
  'urn:error:access-to:organization:forbidden',
  'urn:error:access-to:cashbox:forbidden',
];

const ERROR_CODE_ID = /^urn:error:[A-Za-z0-9:._{}-]{1,150}$/;

/** Reads `errorCodeId` from an operator error body, or nothing when the body is not one. */
export function readErrorCodeId(body: unknown): string | undefined {
  const parsed = operatorErrorSchema.safeParse(body);
  const id = parsed.success ? parsed.data.errorCodeId : undefined;
  return id !== undefined && ERROR_CODE_ID.test(id) ? id : undefined;
}

/**
 * Maps a non-success answer to a typed error: by `errorCodeId` first (the field docs/operator-api.md §2 says
 * to key on), then by status. 500 and 502–504 count as unavailable.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  retryAfterSeconds?: number,
): OfdError {
  const errorCodeId = readErrorCodeId(body);
  const upstream = { status, errorCodeId };
  if (errorCodeId) {
    if (errorCodeId.includes('auth-sid')) return new CredentialsRejectedError('session', upstream);
    if (errorCodeId.includes('apikey')) return new CredentialsRejectedError('key', upstream);
    // The operator answers 403 alike for an organization or register that does not exist and
    // for one not granted, so that tenants cannot probe each other: to the person both mean
    // "not among yours", shown as not found. Only a refused period stays forbidden.
    if (NOT_YOURS.includes(errorCodeId)) return new NotFoundError(upstream);
    if (errorCodeId.startsWith('urn:error:access-to:')) return new ForbiddenError(upstream);
    if (errorCodeId.endsWith(':not-found')) return new NotFoundError(upstream);
    if (errorCodeId.startsWith('urn:error:request')) return new BadRequestError(upstream);
  }
  if (status === 401) return new CredentialsRejectedError('unknown', upstream);
  if (status === 403) return new ForbiddenError(upstream);
  if (status === 404 || status === 410) return new NotFoundError(upstream);
  if (status === 429) return new RateLimitedError(retryAfterSeconds, upstream);
  if (status === 400 || status === 422) return new BadRequestError(upstream);
  if (status === 408 || status === 500 || (status >= 502 && status <= 504)) {
    return new UnavailableError('status', upstream);
  }
  if (status >= 300 && status < 400) return new BadResponseError('redirect', upstream);
  return new BadResponseError('status', upstream);
}
