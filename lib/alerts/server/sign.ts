import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// The webhook signature (docs/alerts.md): `sha256=` and the hex HMAC-SHA256 of the raw body under
// the rule's secret, in the X-OFD-Console-Signature header, as GitHub signs its webhooks.

export const SIGNATURE_HEADER = 'X-OFD-Console-Signature';

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** What a receiver does: recompute and compare in constant time. */
export function verifySignature(secret: string, body: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
