import type { IncomingMessage } from 'node:http';

// The client's address: one rule, computed once per request by the server hook (server-hook.ts)
// and read by everything that counts or records an address (rate limits, sign-in limits, the
// audit, the session row). Route handlers only get a WHATWG Request without the socket, and Next
// fills X-Forwarded-For only when the client sent none, so a client could pick its own: the hook
// stamps the result under its own header, overwriting whatever the client sent under that name.
//
// TRUST_PROXY_HOPS says how many reverse proxies in front of the app append to X-Forwarded-For
// (docs/people.md, "Client address"). With 0 (the default) the client is the connection's peer and
// X-Forwarded-For is ignored. With N, it is the Nth address from the right of X-Forwarded-For:
// each trusted proxy appends the address it saw, so the entries left of those are the client's to
// choose. With fewer entries than N, the leftmost one (the request passed fewer proxies).

export const CLIENT_ADDRESS_HEADER = 'x-ofd-client-address';

/** The same pattern lib/env.ts validates the setting with (0–9 proxies). */
const TRUST_PROXY_HOPS_PATTERN = /^\d$/;

/** TRUST_PROXY_HOPS as a number; anything lib/env.ts would refuse trusts no proxy. */
export function trustProxyHops(value: string | undefined): number {
  return value && TRUST_PROXY_HOPS_PATTERN.test(value.trim()) ? Number(value.trim()) : 0;
}

export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string {
  const peer = socketAddress || 'unknown';
  if (hops <= 0) return peer;
  const listed = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (listed.length === 0) return peer;
  return listed[Math.max(0, listed.length - hops)]!;
}

/** Stamps the client address on a request as it arrives, before Next sees it. */
export function stampClientAddress(request: IncomingMessage, hops: number): void {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    hops,
  );
}

/** The client address of a request the hook stamped ('unknown' for one that did not pass it). */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}
