import { isIP } from 'node:net';

// IPv6 addresses that carry an IPv4 address inside them (docs/alerts.md, "Webhook targets"). A
// packet to one of these may end at the IPv4 address it carries: through a NAT64 translator
// (64:ff9b::/96, RFC 6052), a 6to4 relay (2002::/16, RFC 3056), or the host's own dual stack
// (::ffff:0:0/96, RFC 4291). So the IPv4 inside is what a target check must judge.

/** The eight 16-bit words of an IPv6 address, or undefined when it is not one. */
export function ipv6Words(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.toLowerCase();
  // A dotted IPv4 tail (::ffff:1.2.3.4) becomes its two words.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((w) => parseInt(w, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const gap = tail === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...Array<number>(gap).fill(0), ...back];
}

const dottedOf = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 address leads to, for the forms that translate or tunnel to it:
 * IPv4-mapped ::ffff:a.b.c.d, NAT64's well-known prefix 64:ff9b::a.b.c.d, 6to4 2002:aabb:ccdd::/48.
 */
export function embeddedIPv4(address: string): string | undefined {
  const w = ipv6Words(address);
  if (!w) return undefined;
  const zeros = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && w[5] === 0xffff) return dottedOf(w[6]!, w[7]!);
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return dottedOf(w[6]!, w[7]!);
  if (w[0] === 0x2002) return dottedOf(w[1]!, w[2]!);
  return undefined;
}
