import 'server-only';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { embeddedIPv4 } from './embedded-ipv4';

// Where a webhook may go (docs/alerts.md, "Webhook targets"). A rule's URL is the person's input,
// and the server sends to it: without a check, a webhook could reach the host's own services, the
// private network or a cloud's metadata address. Node's own BlockList does the matching, against
// IANA's special-purpose registries (docs/alerts.md lists the ranges); an IPv6 address that
// carries an IPv4 one (mapped, NAT64, 6to4: embedded-ipv4.ts) is judged by the IPv4 inside.

// Two lists: Node matches an IPv4 address against IPv6 rules as ::ffff:a.b.c.d, which ::/8 holds.
const blocked = new BlockList();
const blocked6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the host itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (some clouds' metadata lives here)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // ::, ::1, IPv4-compatible ::a.b.c.d (deprecated; `[::127.0.0.1]` reaches the host) and SIIT's
  // ::ffff:0:a.b.c.d. The IPv4-mapped ::ffff:a.b.c.d is judged by its IPv4 before this list.
  ['::', 8],
  ['64:ff9b::', 32], // NAT64: the well-known /96 is judged by its IPv4; the rest (64:ff9b:1::/48) is local
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254 among them)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked6.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** A private, loopback, link-local, metadata or otherwise non-public address. */
export function isBlockedAddress(address: string): boolean {
  if (isIP(address) === 0) return true;
  const inside = embeddedIPv4(address);
  if (inside) return blocked.check(inside, 'ipv4');
  return family(address) === 'ipv4'
    ? blocked.check(address, 'ipv4')
    : blocked6.check(address, 'ipv6');
}

export function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const inside = embeddedIPv4(address);
  return inside ? loopback.check(inside, 'ipv4') : loopback.check(address, family(address));
}

/** A URL's host as an address when it is one (`[::1]` → `::1`), else undefined. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) ? bare : undefined;
}

export class BlockedTargetError extends Error {
  override name = 'BlockedTargetError';
}

/**
 * Every refusal reads the same, whatever the cause: a different word for a name that resolves to
 * a private address would tell any signed-in person which internal names exist.
 */
export const REFUSED_TARGET = 'must be an https URL of a public host';

/**
 * Why `url` may not be a webhook target now, or undefined when it may. `allowPrivate`
 * (ALERTS_ALLOW_PRIVATE_WEBHOOKS=1, for tests and closed networks) allows private addresses and
 * plain http to loopback. A name that does not resolve passes here: the send checks again.
 */
export async function webhookTargetProblem(
  url: URL,
  allowPrivate: boolean,
  resolve: (host: string) => Promise<string[]> = resolveAll,
): Promise<string | undefined> {
  const literal = literalAddress(url.hostname);
  if (url.protocol !== 'https:') {
    const local = literal ? isLoopbackAddress(literal) : url.hostname === 'localhost';
    if (url.protocol !== 'http:' || !allowPrivate || !local) return REFUSED_TARGET;
  }
  if (allowPrivate) return undefined;
  const addresses = literal ? [literal] : await resolve(url.hostname).catch(() => []);
  return addresses.some(isBlockedAddress) ? REFUSED_TARGET : undefined;
}

async function resolveAll(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}
