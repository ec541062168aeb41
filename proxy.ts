import type { NextRequest } from 'next/server';
import { guardRequest } from '@/lib/auth/server/request-guard';

// The request's front door: a thin composition, each concern lives in its own module.
export function proxy(request: NextRequest) {
  return guardRequest(request);
}

export const config = {
  // Static build output never needs a session.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
