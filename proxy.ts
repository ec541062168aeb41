import { NextResponse, type NextRequest } from 'next/server';
import { guardRequest } from '@/lib/auth/server/request-guard';
import { contentSecurityPolicyFor } from '@/lib/security/csp-headers';
import { rejectUnservable } from '@/lib/security/request-guard';
import { serviceRefusal } from '@/lib/service/refusal';
import { REQUEST_PATH_HEADER } from '@/lib/urls/request-path';

// The request's front door, run before routing on every request but static assets; a thin
// composition, each concern in its own module: refuse what no route can serve
// (lib/security/request-guard.ts), then the sign-in door (lib/auth/server/request-guard.ts), then
// a fresh CSP nonce (lib/security/csp.ts says why each directive is there). Every answer carries
// the policy, the door's redirects and problems too.

export async function proxy(request: NextRequest) {
  const rejected = rejectUnservable(request, serviceRefusal);
  if (rejected) return rejected;
  const { requestHeaders, csp } = contentSecurityPolicyFor(request.headers);
  const guarded = await guardRequest(request);
  if (!guarded.headers.has('x-middleware-next')) {
    guarded.headers.set('Content-Security-Policy', csp);
    return guarded;
  }
  // Let through: pass the nonce and the path on to the renderer (the path for the not-found pages,
  // lib/urls/request-path.ts), keeping the door's refreshed session cookie.
  requestHeaders.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const cookie of guarded.headers.getSetCookie())
    response.headers.append('Set-Cookie', cookie);
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // Static build output and the public files browsers fetch on their own (icons, the manifest,
  // robots.txt: the sign-in page needs them before anyone has a session) never need a session.
  matcher: [
    '/((?!_next/static|_next/image|favicon\\.ico|robots\\.txt|manifest\\.webmanifest|apple-touch-icon\\.png|icon\\.svg|icon-192\\.png|icon-512\\.png|icon-maskable-512\\.png).*)',
  ],
};
