import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '@/lib/database-outage/unavailable';
import { authenticate } from './auth';
import { ERRORS, ServiceError } from './errors';
import { ALLOWED_METHODS, errorResponse } from './respond';
import type { Route } from './routes/context';
import { documentsByPeriod } from './routes/documents-by-period';
import { documentById, documentsOfDay } from './routes/documents-of-day';
import {
  getRegister,
  getOrganization,
  listRegisters,
  listOrganizations,
} from './routes/organizations';
import { organizationByDays, registerByDays, registerByShifts } from './routes/statistics';
import { getTicket, listTickets } from './routes/tickets';
import type { Principal, Store } from './store/types';

// The built-in Fiscal Document Retrieval Service as one function: Request in, Response out.
// Order of checks: unknown path 404 → method 405 → 401 (key, then session) → 400 parameters →
// 403 access → 404 data. Mounted by app/v1 and app/v2; usable on any HTTP server (tests do).

const ORG = 'v2/organizations/:organizationId';
const FS = 'v1/integration/inns/:inn/kkts/:kktRegId/fss/:fsId';
const ROUTES: [pattern: string[], route: Route][] = [
  ['v2/organizations', listOrganizations],
  [ORG, getOrganization],
  [`${ORG}/cashboxes`, listRegisters],
  [`${ORG}/cashboxes/:kktRegId`, getRegister],
  [`${ORG}/cashboxes/:kktRegId/documents/by-period`, documentsByPeriod],
  [`${ORG}/cashboxes/:kktRegId/documents`, documentsOfDay],
  [`${ORG}/cashboxes/:kktRegId/documents/:documentId`, documentById],
  [`${ORG}/cashboxes/:kktRegId/statistics/cash-receipt/by-days`, registerByDays],
  [`${ORG}/cashboxes/:kktRegId/statistics/cash-receipt/by-shifts`, registerByShifts],
  [`${ORG}/statistics/cash-receipt/by-days`, organizationByDays],
  [`${FS}/tickets`, listTickets],
  [`${FS}/tickets/:fdNumber`, getTicket],
].map(([pattern, route]) => [(pattern as string).split('/'), route as Route]);

export type HandlerOptions = { now?: () => Date };

/** What the mount answers when the built-in service is off (an external operator is configured). */
export function serviceOffResponse(): Response {
  return errorResponse(new ServiceError(ERRORS.pathNotFound()));
}

/** The store is away (stopped, restarting, locked): 503 with Retry-After, never a 500. */
export function unavailableResponse(): Response {
  return errorResponse(new ServiceError(ERRORS.unavailable()), {
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
  });
}

type Match = { route: Route; params: Record<string, string> };

function match(pathname: string): Match | null | 'malformed' {
  let segments: string[];
  try {
    segments = pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return 'malformed';
  }
  if (segments.at(-1) === '') segments.pop();
  for (const [pattern, route] of ROUTES) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(':')) params[part.slice(1)] = segment;
      return part.startsWith(':') ? segment !== '' : part === segment;
    });
    if (ok) return { route, params };
  }
  return null;
}

export async function handle(
  request: Request,
  store: Store,
  options: HandlerOptions = {},
): Promise<Response> {
  return headless(request, await respond(request, store, options));
}

/**
 * The same operations for a caller already known in this process (the dashboard reading the
 * mirror's copy as the mirror's integrator, docs/mirror.md): nothing arrives over HTTP, so there
 * are no credentials to check; the caller's grants still decide what it sees.
 */
export async function handleAs(
  request: Request,
  store: Store,
  who: Principal,
  options: HandlerOptions = {},
): Promise<Response> {
  return headless(request, await respond(request, store, options, who));
}

async function headless(request: Request, response: Response): Promise<Response> {
  if (request.method !== 'HEAD') return response;
  // HEAD: the same status and headers as GET, no body (a stream is cancelled before any read).
  await response.body?.cancel();
  return new Response(null, { status: response.status, headers: response.headers });
}

async function respond(request: Request, store: Store, options: HandlerOptions, known?: Principal) {
  const url = new URL(request.url);
  const matched = match(url.pathname);
  // A percent-escape that does not decode is the caller's mistake, not a missing path.
  if (matched === 'malformed')
    return errorResponse(new ServiceError(ERRORS.requestInvalid('path')));
  if (!matched) return errorResponse(new ServiceError(ERRORS.pathNotFound()));
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return errorResponse(new ServiceError(ERRORS.methodNotAllowed()), { Allow: ALLOWED_METHODS });
  }
  try {
    const now = options.now?.() ?? new Date();
    const who = known ?? (await authenticate(request, store, now));
    const operatorIds = known !== undefined;
    return await matched.route({ store, who, url, params: matched.params, now, operatorIds });
  } catch (error) {
    if (error instanceof ServiceError) return errorResponse(error);
    if (isDatabaseUnavailable(error)) return unavailableResponse();
    // Internals never reach the caller; the log carries the cause (no credentials in it).
    console.error('[ofd-service]', request.method, url.pathname, error);
    return errorResponse(new ServiceError(ERRORS.internal()));
  }
}
