import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicyFor } from '@/lib/security/csp-headers';
import { rejectUnservable } from '@/lib/security/request-guard';

// Runs before routing on every request but static assets: refuses what no route can serve, then
// gives the request a fresh CSP nonce (lib/security/csp.ts says why each directive is there).

export function proxy(request: NextRequest) {
  const rejected = rejectUnservable(request);
  if (rejected) return rejected;
  const { requestHeaders, csp } = contentSecurityPolicyFor(request.headers);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
