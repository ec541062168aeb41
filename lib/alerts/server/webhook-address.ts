import 'server-only';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a webhook may go (docs/alerts.md, "Webhook targets"). A rule's URL is the person's input,
// and the server sends to it: without a check, a webhook could reach the host's own services, the
// private network or a cloud's metadata address. Node's own BlockList does the matching (it also
// matches IPv4-mapped IPv6 such as ::ffff:127.0.0.1 against the IPv4 ranges).

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the host itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (some clouds' metadata lives here)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254 among them)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** A private, loopback, link-local, metadata or otherwise non-public address. */
export function isBlockedAddress(address: string): boolean {
  if (isIP(address) === 0) return true;
  return blocked.check(address, family(address));
}

export function isLoopbackAddress(address: string): boolean {
  return isIP(address) !== 0 && loopback.check(address, family(address));
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
    if (url.protocol !== 'http:' || !allowPrivate || !local) return 'must be an https URL';
  }
  if (allowPrivate) return undefined;
  const addresses = literal ? [literal] : await resolve(url.hostname).catch(() => []);
  return addresses.some(isBlockedAddress)
    ? 'must not lead to a private, loopback, link-local or metadata address'
    : undefined;
}

async function resolveAll(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}
