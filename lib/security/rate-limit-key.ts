import { boundViewer } from '@/lib/auth/server/scope';
import { clientAddress } from './client-address';

// Whom a request counts against for rate limits and load caps: a request with a session counts
// against its person (`person:<id>`; apiRoute reads the viewer with viewerFromHeaders and binds
// it before admitting the request), so people behind one address do not share a budget and one
// person cannot escape it by changing address. Without one: the client's address, as the server
// computed it (client-address.ts). Deep in a signed-in load (the overview's registers) the
// bound person alone decides, so no request needs passing down.

export function rateLimitKey(request?: Request): string {
  const viewer = boundViewer();
  if (viewer) return `person:${viewer.id}`;
  return `address:${request ? clientAddress(request.headers) : 'unknown'}`;
}
