// The session cookie's name and the origin a request was addressed to: what the front door and
// the pages need to know of sign-in without loading the auth library itself (./auth-options.ts,
// loaded when the library is first started).

export const SESSION_COOKIE = 'ofd.session_token';

/** The origin a request was addressed to, by its Host header (as ./request-guard.ts checks it). */
export function ownOrigin(request: { url: string; headers: Headers }): string {
  const url = new URL(request.url);
  return `${url.protocol}//${request.headers.get('host') ?? url.host}`;
}
