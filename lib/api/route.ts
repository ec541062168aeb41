import 'server-only';
import { recordRequest } from '@/lib/metrics/metrics';
import { routeLabel } from '@/lib/metrics/route-label';
import { NotAllowedError, UnauthenticatedError } from '@/lib/auth/server/errors';
import { runAsViewer } from '@/lib/auth/server/scope';
import { viewerFromHeaders, type Viewer } from '@/lib/auth/server/viewer';
import { mayExport } from '@/lib/auth/roles';
import { newCorrelationId, runWithCorrelationId } from '@/lib/ofd/correlation';
import { admitRequest, type RateLimitClass } from '@/lib/security/rate-limits';
import { handleApiError } from './problem.server';

// Wraps a route handler: one correlation id per request (carried to every upstream call and log
// line), success as JSON and failure as problem+json, both `Cache-Control: private, no-store` —
// the answers hold one integrator's fiscal data and must never sit in a shared cache.
// It is also the dashboard API's door: no session → 401; an export (any path segment starting
// with `export`) by a role that may not export → 403; otherwise the person is bound to the
// request, and lib/ofd/client.ts scopes every operator call to them. What an export does with
// its failures (an audit entry, a page for the browser) is the export routes' own wrapper's
// (./export-route.server.ts), so that no other route carries it.

/** Any path segment starting with `export`: the dashboard's file downloads. */
export const EXPORT_PATH = /\/export[^/]*(\/|$)/;

/** Returns data to send as JSON, or a Response of its own (a stream: CSV, NDJSON). */
type Handler<C> = (request: Request, context: C) => Promise<unknown>;

/** What a route answers for its failure, given the problem+json answer and who asked, if known. */
export type FailureAnswer = (
  request: Request,
  problem: Response,
  viewer: Viewer | null,
) => Promise<Response>;

type RouteOptions = {
  /** The budget an expensive route spends (lib/security/rate-limits.ts). */
  rateLimit?: RateLimitClass;
  /** The problem+json answer as it is, unless the route says otherwise. */
  failed?: FailureAnswer;
};

export function apiRoute<C>(handler: Handler<C>, options: RouteOptions = {}) {
  return async (request: Request, context: C): Promise<Response> => {
    const correlationId = newCorrelationId();
    const instance = new URL(request.url).pathname;
    const started = performance.now();
    const response = await runWithCorrelationId(correlationId, async () => {
      let release: (() => void) | undefined;
      let viewer: Viewer | null = null;
      try {
        viewer = await viewerFromHeaders(request.headers);
        if (!viewer) throw new UnauthenticatedError();
        checkRole(viewer, instance);
        const data = await runAsViewer(viewer, async () => {
          // Counted against the person (lib/security/rate-limit-key.ts), after the door.
          if (options.rateLimit) release = await admitRequest(request, options.rateLimit);
          return handler(request, context);
        });
        const headers = { 'Cache-Control': 'private, no-store', 'X-Correlation-Id': correlationId };
        if (data instanceof Response) {
          for (const [name, value] of Object.entries(headers)) data.headers.set(name, value);
          return data;
        }
        return Response.json(data, { headers });
      } catch (error) {
        const problem = handleApiError(error, { instance, correlationId });
        return options.failed ? await options.failed(request, problem, viewer) : problem;
      } finally {
        release?.();
      }
    });
    // Until the answer starts: a streamed body (CSV, NDJSON) is still being written.
    const seconds = (performance.now() - started) / 1000;
    recordRequest(routeLabel(instance), request.method, response.status, seconds);
    return response;
  };
}

function checkRole(viewer: Viewer, pathname: string) {
  if (EXPORT_PATH.test(pathname) && !mayExport(viewer.role)) {
    throw new NotAllowedError('Support staff may read documents but not export them.');
  }
  if (pathname.startsWith('/api/settings/') && viewer.role !== 'admin') {
    throw new NotAllowedError('Only administrators manage people and read the audit trail.');
  }
}

/** The query string as a plain object, for a zod schema to parse. */
export function searchParamsOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
