import type { ServiceError } from './errors';

// Every answer of the service: JSON in UTF-8, never cached (documents are per-tenant and a past
// day can still grow when a register transmits late).

/** The service is read-only: every operation is a GET (HEAD answers its headers). */
export const ALLOWED_METHODS = 'GET, HEAD';

export const BASE_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
} as const;

export function json(body: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
  return jsonText(JSON.stringify(body), init);
}

/** For bodies already serialized (stored document text is emitted as is, never re-encoded). */
export function jsonText(text: string, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(BASE_HEADERS);
  for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
  return new Response(text, { status: init.status ?? 200, headers });
}

export function errorResponse(error: ServiceError, headers?: HeadersInit) {
  return json(error.toBody(), { status: error.status, headers });
}
