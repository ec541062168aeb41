import 'server-only';
import { z } from 'zod';
import { handleApiError } from './problem.server';
import { DatabaseUnavailableError } from '@/lib/database-outage/unavailable';
import { newCorrelationId } from '@/lib/ofd/correlation';
import { NotFoundError } from '@/lib/ofd/errors';
import type { AppAuth } from '@/lib/auth/server/auth';
import { recordAudit } from '@/lib/auth/server/audit';
import { clientAddress } from '@/lib/security/client-address';
import { TooManyAttemptsError, UnauthenticatedError } from '@/lib/auth/server/errors';
import { readyAppAuth } from '@/lib/auth/server/ready';
import {
  countFailedSignIn,
  forgetFailedSignIns,
  signInBlockedFor,
} from '@/lib/auth/server/sign-in-limits';
import { viewerFromHeaders } from '@/lib/auth/server/viewer';

// /api/auth/*: the auth library's handler behind an allow-list. Only sign-in, sign-out and the
// session read are reachable over HTTP; people are managed on the server (lib/auth/server/people.ts), never
// through the library's admin endpoints. Sign-in is rate limited and every outcome audited.

// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const ALLOWED = new Set(['POST /sign-in/email', 'POST /sign-out', 'GET /get-session']);
const credentialsSchema = z.object({ email: z.string().max(254), password: z.string().max(256) });

export async function handleAuthRequest(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const route = `${request.method} ${pathname.replace(/^\/api\/auth/, '')}`;
  if (!ALLOWED.has(route)) return notFound();
  let app: AppAuth;
  try {
    app = await readyAppAuth();
  } catch (error) {
    return handleApiError(error, { instance: pathname, correlationId: newCorrelationId() });
  }
  if (route === 'POST /sign-in/email') return signIn(request, app);
  if (route === 'POST /sign-out') return signOut(request, app);
  return readSession(request, app);
}

async function signIn(request: Request, app: AppAuth): Promise<Response> {
  const context = { instance: '/api/auth/sign-in/email', correlationId: newCorrelationId() };
  try {
    return await checkedSignIn(request, app, context);
  } catch (error) {
    // A database that does not answer becomes 503 "try again" (lib/api/problem.server.ts).
    return handleApiError(error, context);
  }
}

async function checkedSignIn(
  request: Request,
  app: AppAuth,
  context: { instance: string; correlationId: string },
): Promise<Response> {
  const parsed = credentialsSchema.safeParse(
    await request
      .clone()
      .json()
      .catch(() => null),
  );
  if (!parsed.success) return handleApiError(parsed.error, context);
  const email = parsed.data.email.trim().toLowerCase();
  const address = clientAddress(request.headers);
  const wait = await signInBlockedFor(app.db, email, address);
  if (wait > 0) {
    await recordAudit(app.db, {
      action: 'sign-in-failed',
      subject: email,
      clientAddress: address,
      details: { reason: 'rate-limited' },
    });
    return handleApiError(new TooManyAttemptsError(wait), context);
  }
  const response = await app.auth.handler(request);
  // The library answers 5xx only when it cannot read or write its tables (the password check
  // itself answers 401): the database is away or locked, which is no failed attempt of the person.
  if (response.status >= 500) throw new DatabaseUnavailableError();
  if (!response.ok) {
    await countFailedSignIn(app.db, email, address);
    await recordAudit(app.db, { action: 'sign-in-failed', subject: email, clientAddress: address });
    // Unknown email, wrong password and disabled person read the same: nothing to enumerate.
    return handleApiError(new UnauthenticatedError('Invalid email or password.'), context);
  }
  const { user } = (await response.json()) as { user: { id: string; email: string } };
  await forgetFailedSignIns(app.db, email, address);
  await recordAudit(app.db, {
    action: 'sign-in',
    actorId: user.id,
    actorEmail: user.email,
    clientAddress: address,
  });
  // The session token travels only in the HttpOnly cookie, never in a body scripts could read.
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return Response.json({ ok: true }, { headers });
}

// The session read, without the token: it lives only in the HttpOnly cookie, out of reach of page
// scripts (docs/people.md, "Sessions"); what is left says who is signed in and until when.
async function readSession(request: Request, app: AppAuth): Promise<Response> {
  const response = await app.auth.handler(request);
  const found = (await response.json().catch(() => null)) as {
    session?: Record<string, unknown>;
  } | null;
  if (found?.session) delete found.session.token;
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return Response.json(found ?? null, { status: response.status, headers });
}

// Sign-out needs only the cookie: the body and its content type (JSON, a form, text/plain, none)
// are ignored, where the library would refuse some of them and leave the session open.
async function signOut(request: Request, app: AppAuth): Promise<Response> {
  const viewer = await viewerFromHeaders(request.headers);
  const response = await app.auth.api.signOut({ headers: request.headers, asResponse: true });
  if (viewer) {
    await recordAudit(app.db, {
      action: 'sign-out',
      actorId: viewer.id,
      actorEmail: viewer.email,
      clientAddress: clientAddress(request.headers),
    });
  }
  return response;
}

function notFound() {
  return handleApiError(new NotFoundError(), {
    instance: '/api/auth',
    correlationId: newCorrelationId(),
  });
}
