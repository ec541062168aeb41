import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '@/lib/database-outage/unavailable';
import { unavailablePage } from '@/lib/database-outage/unavailable-page';
import { getEnv } from '@/lib/env';
import { problemType, type ProblemKind } from '@/lib/problems/problem-kinds';
import { ownOrigin } from './session-cookie';
import { checkSession } from './viewer';
import { signInPath } from '@/lib/urls/urls';

// The front door every request passes (proxy.ts): the Host check against APP_URL (a page reached
// under another name is a DNS-rebinding attempt), the Origin check on mutations, and the session
// check: pages without a session go to /sign-in with `next` back, /api answers 401 problem+json.
// The server layers check again (lib/api/route.ts, lib/auth/server/scope.ts): this door only
// turns people away early and slides the session's idle expiry. A session that cannot be checked
// (the database does not answer) is not a missing one: 503, no redirect, no cookie touched
// (docs/outages.md).

// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const PUBLIC_PAGES = new Set([signInPath]);
const PUBLIC_API = /^\/api\/(auth\/|health(\/live|\/ready)?$|metrics$)/;
// The built-in service has its own integrator authentication (lib/service/auth.ts).
const SERVICE = /^\/v[12]\//;
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ADMIN_ONLY = /^\/settings\/(people|audit)(\/|$)/;

export async function guardRequest(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  const env = getEnv();
  const host = request.headers.get('host') ?? '';
  const expected = env.auth.appUrl ? new URL(env.auth.appUrl) : undefined;
  const loopbackService = SERVICE.test(pathname) && new URL(env.baseUrl).host === host;
  if (expected && host !== expected.host && !loopbackService) {
    return problem(421, 'misdirected-request', 'This server does not answer for that host name.');
  }
  if (SERVICE.test(pathname)) return NextResponse.next();
  const safe = SAFE_METHODS.has(request.method);
  if (!safe) {
    const origin = request.headers.get('origin');
    const own = expected?.origin ?? ownOrigin(request);
    if (origin !== own) return problem(403, 'cross-origin', 'Cross-origin requests are refused.');
  }
  if (PUBLIC_PAGES.has(pathname) || PUBLIC_API.test(pathname)) return NextResponse.next();

  let checked: Awaited<ReturnType<typeof checkSession>>;
  try {
    checked = await checkSession(request.headers);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return isApi ? databaseUnavailable() : pageUnavailable(request);
  }
  const { viewer, setCookies } = checked;
  let response: NextResponse;
  if (viewer && ADMIN_ONLY.test(pathname) && viewer.role !== 'admin' && !safe) {
    // A server action posted to an admin page: refused at the door, as 403 whether a script or a
    // plain form sent it (the action refuses again itself: lib/auth/server/admin-only.ts).
    response = problem(403, 'not-allowed', 'Only administrators change the settings.');
  } else if (viewer) {
    response = NextResponse.next();
  } else if (isApi) {
    response = problem(401, 'sign-in-required', 'Sign in to use the dashboard.');
  } else {
    const target = new URL(signInPath, request.nextUrl);
    target.searchParams.set('next', `${pathname}${search}`);
    response = NextResponse.redirect(target);
  }
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie);
  return response;
}

function problem(status: number, kind: ProblemKind, detail: string, more: HeadersInit = {}) {
  return NextResponse.json(
    { type: problemType(kind), title: detail, status, detail },
    {
      status,
      headers: {
        'Content-Type': 'application/problem+json',
        'Cache-Control': 'no-store',
        ...more,
      },
    },
  );
}

function databaseUnavailable() {
  const retryAfter = DATABASE_RETRY_AFTER_SECONDS;
  return problem(
    503,
    'database-unavailable',
    'The database is not answering. Try again in a moment.',
    {
      'Retry-After': String(retryAfter),
    },
  );
}

function pageUnavailable(request: NextRequest) {
  const page = unavailablePage(request);
  return new NextResponse(page.body, { status: page.status, headers: page.headers });
}
