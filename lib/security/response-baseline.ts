import type { ServerResponse } from 'node:http';
import { buildCsp, newNonce } from './csp';

// Headers every answer carries, whoever makes it: proxy.ts sets the page's CSP with its nonce, but
// some answers never pass it (a path the framework cannot decode is a 400 before routing; the
// server hook's own refusals). Set on the HTTP response just before its head is written, and only
// when absent: the proxy's policy, when there is one, is kept as it is.
// - Content-Security-Policy: the same policy as every page (csp.ts), with a nonce no script has.
// - Strict-Transport-Security, when the public origin (APP_URL) is https: a year, subdomains too.
//   A browser that once reached the console over https never tries http again (README.md,
//   "Security and limits").

export const HSTS = 'max-age=31536000; includeSubDomains';

export type BaselineOptions = { hsts: boolean };

export function baselineOptions(appUrl: string | undefined): BaselineOptions {
  return { hsts: appUrl?.trim().toLowerCase().startsWith('https://') ?? false };
}

export function applyResponseBaseline(response: ServerResponse, { hsts }: BaselineOptions): void {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithBaseline(this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) {
      if (!this.hasHeader('content-security-policy') && !namedIn(args, 'content-security-policy')) {
        this.setHeader('Content-Security-Policy', buildCsp(newNonce()));
      }
      if (hsts) this.setHeader('Strict-Transport-Security', HSTS);
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof writeHead;
}

/** Whether writeHead's own headers argument (an object or a flat [name, value, …] list) names it. */
function namedIn(args: unknown[], name: string): boolean {
  const headers = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null);
  if (Array.isArray(headers)) {
    return headers.some((entry, i) => i % 2 === 0 && String(entry).toLowerCase() === name);
  }
  return Object.keys((headers as object | undefined) ?? {}).some((k) => k.toLowerCase() === name);
}
