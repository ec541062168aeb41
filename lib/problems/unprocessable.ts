import { BrandedError } from '@/lib/process/branded-error';

// A request that is well formed but cannot be carried out as given (422, RFC 9457's `errors`
// naming the field): a check the schema cannot make alone, such as where a webhook's address
// leads (docs/alerts.md). The message is ours, never the input.

export class UnprocessableError extends BrandedError {
  static override readonly brand: string = 'UnprocessableError';
  override name = 'UnprocessableError';
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}
