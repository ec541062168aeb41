import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { admin } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import { getEnv } from '@/lib/env';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/client-address';
import type { AppDatabase } from '@/lib/app-database/database';
import { ownOrigin, SESSION_COOKIE } from './session-cookie';

// The auth library's configuration and types, apart from the instance (./auth.ts) so that the
// modules the instance starts with (./demo-setup.ts, ./people.ts) can name its type without an
// import cycle. The auth library, configured once per process (docs/people.md): email + password only, no
// self-service sign-up, the library's password hashing (scrypt) and session storage, and the
// admin plugin for roles and for refusing sign-in to disabled people. Sessions slide: a session
// unused for AUTH_IDLE_MINUTES ends (`expiresIn`, refreshed at most every `updateAge`); the
// absolute limit (AUTH_ABSOLUTE_HOURS after sign-in) is checked in ./viewer.ts.

export function authOptions(db: AppDatabase): BetterAuthOptions {
  const env = getEnv();
  const { appUrl, idleMinutes } = env.auth;
  const https = appUrl?.startsWith('https://') ?? false;
  const idleSeconds = idleMinutes * 60;
  return {
    appName: 'OFD Console',
    // Failed sign-ins are audited by lib/api/auth-route.server.ts; the library's own warnings would only echo them.
    logger: { level: 'error' },
    baseURL: appUrl,
    basePath: '/api/auth',
    secret: env.auth.secret ?? persistedSecret(env.dataDir),
    database: db.authDatabase,
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      autoSignIn: false,
    },
    session: {
      expiresIn: idleSeconds,
      updateAge: Math.min(15 * 60, Math.floor(idleSeconds / 4)),
      // No cookie cache: every request reads the session row, so disabling ends it at once.
      cookieCache: { enabled: false },
    },
    // Sign-in is limited per email and per address in ./sign-in-limits.ts, with an audit entry.
    rateLimit: { enabled: false },
    // The front door (./request-guard.ts) already refused any other Origin and, with APP_URL, any
    // other Host: the library is told to trust the origin the request was addressed to.
    trustedOrigins: (request) => [appUrl ?? (request ? ownOrigin(request) : undefined)],
    advanced: {
      // `__Host-` (Secure, Path=/, no Domain) behind https; a plain name on http (the demo).
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE,
          attributes: { secure: https, sameSite: 'lax', httpOnly: true, path: '/' },
        },
      },
      // The address the server hook computed (lib/security/client-address.ts), as the audit has it.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [
      admin({
        defaultRole: 'owner',
        adminRoles: ['admin'],
        roles: { admin: adminAc, owner: userAc, support: userAc },
      }),
    ],
  };
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function createAuth(db: AppDatabase) {
  return betterAuth(authOptions(db));
}
export type Auth = ReturnType<typeof createAuth>;
export type AppAuth = { auth: Auth; db: AppDatabase };
