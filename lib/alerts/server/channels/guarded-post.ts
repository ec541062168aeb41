import 'server-only';
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockedTargetError, isBlockedAddress, literalAddress } from '../webhook-address';
import { ChannelError } from './http-post';

// A webhook's POST, checked where it connects (docs/alerts.md, "Webhook targets"): the name is
// resolved once, every address is checked, and the socket connects to the checked address itself,
// so a name that answers differently the second time (DNS rebinding) gains nothing. A literal
// address is checked before any socket opens. TLS still verifies the certificate against the
// URL's host name. Nothing is followed: any answer but 2xx is a failure.

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

function checkedLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const refused = addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address));
    if (refused) return callback(Object.assign(new BlockedTargetError(), { code: 'EBLOCKED' }), '');
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

// One wording for a written and a resolved private address: the delivery log is read by the
// rule's owner, and must not tell which internal names exist (webhook-address.ts).
export const REFUSED_SEND = 'refused: the target is not a public address';

export async function postGuarded(
  target: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<void> {
  const url = new URL(target);
  const literal = literalAddress(url.hostname);
  if (!allowPrivate && literal && isBlockedAddress(literal)) {
    throw new ChannelError(REFUSED_SEND);
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const status = await new Promise<number>((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        lookup: allowPrivate ? undefined : checkedLookup,
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    req.on('timeout', () =>
      req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
    );
    req.on('error', reject);
    req.end(body);
  }).catch((error: unknown) => {
    if (error instanceof BlockedTargetError) {
      throw new ChannelError(REFUSED_SEND);
    }
    throw new ChannelError(`network: ${(error as { code?: string }).code ?? 'Error'}`);
  });
  if (status < 200 || status > 299) throw new ChannelError(`HTTP ${status}`);
}
