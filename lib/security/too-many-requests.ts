import { BrandedError } from '@/lib/process/branded-error';

// The dashboard's own "slow down" (429 `too-many-requests`), as opposed to the operator's
// (`rate-limited`): a client over its request rate, or over its share of concurrent period loads.

export class TooManyRequestsError extends BrandedError {
  static override readonly brand: string = 'TooManyRequestsError';
  override name = 'TooManyRequestsError';
  constructor(
    /** Whole seconds after which a retry may succeed. */
    readonly retryAfterSeconds: number,
    message = 'Too many requests from this client; retry later.',
  ) {
    super(message);
  }
}
