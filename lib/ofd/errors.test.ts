import { describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  OfdError,
  errorFromResponse,
} from './errors';

// The failures that say only their kind share one base (plainError): each must still be its own
// class, with its own kind, name and message, and carry what the operator answered.

describe('plain operator errors', () => {
  it.each([
    [403, ForbiddenError, 'forbidden', 'The operator refused access to this resource.'],
    [404, NotFoundError, 'not-found', 'The operator has no such resource.'],
    [400, BadRequestError, 'bad-request', 'The operator rejected the request parameters.'],
  ] as const)('%i is a %o of its own kind', (status, type, kind, message) => {
    const error = errorFromResponse(status, {});
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(OfdError);
    expect(error).toMatchObject({ kind, message, name: type.name, upstreamStatus: status });
    const others = [ForbiddenError, NotFoundError, BadRequestError].filter((t) => t !== type);
    for (const other of others) expect(error).not.toBeInstanceOf(other);
  });

  it('keeps a well-formed URN and nothing without an answer', () => {
    const id = 'urn:error:request:bad-date';
    expect(errorFromResponse(400, { errorCodeId: id })).toMatchObject({ errorCodeId: id });
    expect(new NotFoundError()).toMatchObject({
      upstreamStatus: undefined,
      errorCodeId: undefined,
    });
  });
});
