import { ApiError, apiErrorFrom, networkError } from './api-error';

// The browser's fetch of the dashboard API. Same-origin, so cookies (the locale) go along; the
// operator's credentials never do: they live only on the server.

export async function apiGet<T>(
  path: string,
  query: Record<string, string | number> = {},
  signal?: AbortSignal,
): Promise<T> {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  ).toString();
  let response: Response;
  try {
    response = await fetch(search ? `${path}?${search}` : path, {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await apiErrorFrom(response);
  return (await response.json()) as T;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
