import { ApiError, apiErrorFrom, networkError } from '@/lib/query/api-error';
import type { Problem } from '@/lib/api/problem-types';

// Failures of the documents API are the project's ApiError (problem+json). The outside-window
// problem is matched by the last segment of its type, so both the contract's
// `/problems/outside-permission-window` and the project's `urn:…:outside-permission-window` work.

export function problemName(problem: Problem): string {
  return problem.type.split(/[/:]/).at(-1) ?? '';
}

export const isOutsideWindow = (problem: Problem) =>
  problemName(problem) === 'outside-permission-window';

/** The problem of any error a documents query or load ended with. */
export function problemOf(error: unknown): Problem {
  if (error instanceof ApiError) return error.problem;
  return { type: 'about:blank', title: 'Request failed', status: 500 };
}

/** GET a JSON document of the dashboard API and check its shape. */
export async function getJson<T>(
  url: string,
  isShape: (value: unknown) => boolean,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await apiErrorFrom(response);
  const body: unknown = await response.json().catch(() => undefined);
  if (!isShape(body)) {
    throw new ApiError({ type: 'about:blank', title: 'Unexpected answer', status: 502 });
  }
  return body as T;
}
