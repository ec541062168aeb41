import 'server-only';
import { newCorrelationId, runWithCorrelationId } from '@/lib/ofd/correlation';
import { handleApiError } from './problem.server';

// Wraps a route handler: one correlation id per request (carried to every upstream call and log
// line), success as JSON and failure as problem+json, both `Cache-Control: private, no-store` —
// the answers hold one integrator's fiscal data and must never sit in a shared cache.

/** Returns data to send as JSON, or a Response of its own (a stream: CSV, NDJSON). */
type Handler<C> = (request: Request, context: C) => Promise<unknown>;

export function apiRoute<C>(handler: Handler<C>) {
  return async (request: Request, context: C): Promise<Response> => {
    const correlationId = newCorrelationId();
    const instance = new URL(request.url).pathname;
    return runWithCorrelationId(correlationId, async () => {
      try {
        const data = await handler(request, context);
        const headers = { 'Cache-Control': 'private, no-store', 'X-Correlation-Id': correlationId };
        if (data instanceof Response) {
          for (const [name, value] of Object.entries(headers)) data.headers.set(name, value);
          return data;
        }
        return Response.json(data, { headers });
      } catch (error) {
        return handleApiError(error, { instance, correlationId });
      }
    });
  };
}

/** The query string as a plain object, for a zod schema to parse. */
export function searchParamsOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
