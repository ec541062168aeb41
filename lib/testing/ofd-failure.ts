import { expect } from 'vitest';
import { OfdError } from '@/lib/ofd/errors';

/** The typed error a client call failed with; the test fails if it succeeded or threw anything else. */
export async function ofdFailure(promise: Promise<unknown>): Promise<OfdError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OfdError);
  return error as OfdError;
}
