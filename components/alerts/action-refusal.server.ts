import 'server-only';
import { NotAllowedError } from '@/lib/auth/server/errors';
import { NotFoundError } from '@/lib/ofd/errors';
import { UnprocessableError } from '@/lib/problems/unprocessable';
import { TooManyRequestsError } from '@/lib/security/too-many-requests';

// What an alert server action answers when the service refuses (docs/people.md, "Alerts"): the
// refusal in words the form shows, never a thrown error, which Next would log with its stack and
// answer as a 500. Anything else is a real fault and is thrown on.

export type Refusal = 'not-found' | 'not-allowed' | 'too-many' | 'invalid';

export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof NotFoundError) return 'not-found';
  if (error instanceof NotAllowedError) return 'not-allowed';
  if (error instanceof TooManyRequestsError) return 'too-many';
  if (error instanceof UnprocessableError) return 'invalid';
  return null;
}

/** Runs the service call: null when done, the refusal when it refused. */
export async function refusedBy(work: () => Promise<unknown>): Promise<Refusal | null> {
  try {
    await work();
    return null;
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return refusal;
    throw error;
  }
}
