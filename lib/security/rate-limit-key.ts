import { CLIENT_ADDRESS_HEADER } from './client-address';

// Whom a request counts against for rate limits and load caps. Today: the client's address, as the
// server saw the connection (client-address.ts). Once sign-in exists, a request with a session
// counts against its person (`person:<id>`), so people behind one address do not share a budget
// and one person cannot escape it by changing address: that is the one place to wire it.

export function rateLimitKey(request: Request): string {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  return `address:${address ?? 'unknown'}`;
}
