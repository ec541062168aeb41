import 'server-only';
import { headers } from 'next/headers';

/**
 * The header the proxy (proxy.ts) sets to the path of the page asked for, always overwriting what
 * the client sent: not-found pages get no params, and this lets them render on the server.
 */
export const REQUEST_PATH_HEADER = 'x-ofd-path';

/** The path of the page this request renders ('' outside a request through the proxy). */
export async function requestPath(): Promise<string> {
  return (await headers()).get(REQUEST_PATH_HEADER) ?? '';
}
