import { ApiError, apiErrorFrom, networkError } from './api-error';

// The browser's one fetch of the dashboard API. Same-origin, so cookies (the locale) go along; the
// operator's credentials never do: they live only on the server. Every failure becomes an ApiError.

/** A successful response of the dashboard API; an abort stays an abort. */
export async function apiFetch(url: string, accept: string, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: accept }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await apiErrorFrom(response);
  return response;
}

/** GET a JSON answer; `isShape`, when given, checks it at the boundary. */
export async function apiGet<T>(
  url: string,
  signal?: AbortSignal,
  isShape?: (value: unknown) => boolean,
): Promise<T> {
  const response = await apiFetch(url, 'application/json', signal);
  const body: unknown = await response.json().catch(() => undefined);
  if (isShape ? !isShape(body) : body === undefined) {
    throw new ApiError({ type: 'about:blank', title: 'Unexpected answer', status: 502 });
  }
  return body as T;
}
