import { ERRORS, fail } from './errors';
import type { Principal, Store } from './store/types';

// Who is calling. The key comes from `X-Vendor-Ofd-ApiKey` (or the older `ofd_api_key` cookie),
// the session from `Authorization: auth.sid <SID>` (or the `auth.sid` cookie). The key is checked
// first, so a caller without a valid key learns nothing about sessions.

export const API_KEY_HEADER = 'X-Vendor-Ofd-ApiKey';
const TOKEN = /^[\x21-\x7e]{1,500}$/;
const AUTH_SID = /^auth\.sid +([\x21-\x7e]{1,500})$/i;

export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value: a malformed escape simply will not match any key or session
    }
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export async function authenticate(request: Request, store: Store, now: Date): Promise<Principal> {
  const cookies = parseCookies(request.headers.get('cookie'));

  const apiKey = (request.headers.get(API_KEY_HEADER) ?? cookies.get('ofd_api_key') ?? '').trim();
  if (apiKey === '') fail(ERRORS.apiKeyRequired());
  if (!TOKEN.test(apiKey) || !(await store.integratorExists(apiKey))) fail(ERRORS.apiKeyUnknown());

  // A present but malformed Authorization header is a bad session, not a reason to try the cookie.
  const authorization = request.headers.get('authorization');
  const sessionId =
    authorization !== null ? AUTH_SID.exec(authorization.trim())?.[1] : cookies.get('auth.sid');
  if (!sessionId || !TOKEN.test(sessionId)) fail(ERRORS.sessionInvalid());

  const session = await store.findSession(sessionId);
  // A session of another integrator is treated exactly like an unknown one.
  if (!session || session.apiKey !== apiKey) fail(ERRORS.sessionInvalid());
  if (!(Date.parse(session.expiresAtUtc) > now.getTime())) fail(ERRORS.sessionInvalid());
  return { apiKey, userId: session.userId };
}
