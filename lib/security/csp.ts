// The Content-Security-Policy of every answer, built per request around a fresh nonce.
//
// Scripts: only those carrying this request's nonce run, and 'strict-dynamic' lets them load the
// framework's chunks; no 'unsafe-inline', so an injected <script> or on* attribute never runs.
// Next reads the nonce back from the request's CSP header and stamps it on its own scripts, which is
// why pages that carry it are rendered per request (README.md, "Security and limits").
// Styles keep 'unsafe-inline': React writes style attributes (table virtualization offsets, popover
// positions, chart geometry) and a nonce cannot cover attributes. A style cannot run code, so this
// weakens only what CSS injection could restyle, not what it could execute.

export type CspOptions = {
  /** `next dev` evaluates modules with eval and reloads over a WebSocket. */
  dev?: boolean;
};

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function buildCsp(nonce: string, { dev = false }: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
