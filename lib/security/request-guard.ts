import { problemAnswer, problemOf } from '@/lib/problems/problem-answer';

// Requests that no route can serve, answered before routing so that Next never turns them into a
// 500 or logs a stack for them: a method outside HTTP's ordinary set (TRACE, CONNECT, WebDAV verbs)
// gets 405, and a path whose percent-escapes do not decode (`/v1/%`, `%E0%A4%A`) gets 400. The
// built-in service's paths answer with the operator's error body, the dashboard's with
// problem+json (README.md, "Security and limits"). The service's answers are handed in by the
// front door (lib/service/refusal.ts): the dashboard's modules do not import the service.

/** The built-in service's own refusal, in the operator's error body. */
export type ServiceRefusal = (kind: 'method' | 'path') => Response;

/** Methods Next routes itself: route handlers may export them, server actions POST to pages. */
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const ROUTABLE = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function isServicePath(pathname: string): boolean {
  return /^\/v[12](\/|$)/.test(pathname);
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The answer for a request no route can serve, or null to let it through. */
export function rejectUnservable(request: Request, refuse: ServiceRefusal): Response | null {
  return unservableAnswer(request.method, new URL(request.url).pathname, refuse);
}

/** The same from the method and raw path alone (TRACE cannot even become a Request object). */
export function unservableAnswer(
  method: string,
  pathname: string,
  refuse: ServiceRefusal,
): Response | null {
  const service = isServicePath(pathname);
  if (!ROUTABLE.has(method)) {
    if (service) return refuse('method');
    const detail = `${method} is not served here.`;
    return problemAnswer(problemOf('method-not-allowed', { detail, instance: pathname }), {
      Allow: 'GET, HEAD',
    });
  }
  if (decodes(pathname)) return null;
  if (service) return refuse('path');
  const detail = 'The address holds a malformed percent-escape.';
  // The raw path is not echoed: it failed to decode and may carry anything.
  return problemAnswer(problemOf('invalid-request', { detail }));
}
