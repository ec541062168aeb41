import { z } from 'zod';

// Failures of the documents API as the browser sees them: RFC 9457 problems. Views key on the
// problem's type, never on the status. The type is matched by its last segment, so both the
// contract's `/problems/<name>` and a `urn:…:<name>` spelling are understood.

export const problemSchema = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.number().optional(),
  detail: z.string().optional(),
  correlationId: z.string().optional(),
  permissionFrom: z.string().optional(),
  permissionTo: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.title);
    this.name = 'ProblemError';
  }
}

export function problemName(problem: Problem): string {
  return problem.type.split(/[/:]/).at(-1) ?? '';
}

export const isOutsideWindow = (p: Problem) => problemName(p) === 'outside-permission-window';
export const isCredentialsRejected = (p: Problem) => problemName(p) === 'credentials-rejected';
export const isNotFound = (p: Problem) =>
  problemName(p) === 'not-found' ||
  (p.status === 404 && problemName(p) !== 'drive-not-in-register');

/** Problems that trying again can fix: the operator or the network may answer next time. */
export function isRetryable(p: Problem): boolean {
  const name = problemName(p);
  if (['rate-limited', 'upstream-unavailable', 'upstream-bad-response', 'internal'].includes(name))
    return true;
  return p.status === undefined || p.status === 0 || p.status >= 500 || p.status === 429;
}

/** Reads a failed response into a ProblemError; a body that is not a problem still gets one. */
export async function problemFrom(response: Response): Promise<ProblemError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = problemSchema.safeParse(body);
  if (parsed.success) return new ProblemError({ status: response.status, ...parsed.data });
  return new ProblemError({
    type: 'about:blank',
    title: response.statusText || 'Request failed',
    status: response.status,
  });
}

export const networkProblem = (): ProblemError =>
  new ProblemError({ type: 'about:blank', title: 'Network error', status: 0 });

/** GET a JSON document of the dashboard API and check its shape. */
export async function getJson<T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkProblem();
  }
  if (!response.ok) throw await problemFrom(response);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new ProblemError({
      type: 'upstream-bad-response',
      title: 'Unexpected answer',
      status: 0,
    });
  }
  return parsed.data;
}
