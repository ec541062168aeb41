import { buildCsp, newNonce } from './csp';

// How a request gets its policy: the proxy passes the CSP on the request too, because that is
// where Next's renderer reads the nonce to stamp on its own <script> tags; the same value goes on
// the response for the browser to enforce.

export function contentSecurityPolicyFor(requestHeaders: Headers): {
  requestHeaders: Headers;
  csp: string;
} {
  const csp = buildCsp(newNonce(), { dev: process.env.NODE_ENV === 'development' });
  const headers = new Headers(requestHeaders);
  headers.set('Content-Security-Policy', csp);
  return { requestHeaders: headers, csp };
}
