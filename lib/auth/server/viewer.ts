import 'server-only';
import { cache } from 'react';
import { isDatabaseUnavailable } from '@/lib/database-outage/unavailable';
import { getEnv } from '@/lib/env';
import { isRole, type Role } from '@/lib/auth/roles';
import { getAppAuth } from './auth';
import { grantsOf } from './people';

// Who is asking: the person behind the request's session cookie, with their role and, for an
// owner, the organizations granted to them. The library checks the idle expiry; the absolute one
// (AUTH_ABSOLUTE_HOURS after sign-in, however busy the session) is enforced here.

export type Viewer = {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The organizations an owner may see; `all` for admin and support. */
  orgIds: string[] | 'all';
  sessionId: string;
};

export async function viewerFromHeaders(headers: Headers): Promise<Viewer | null> {
  const app = await getAppAuth();
  const found = await app.auth.api.getSession({ headers, query: { disableRefresh: true } });
  return found ? toViewer(found) : null;
}

/**
 * The session check of the request's front door (proxy.ts): like viewerFromHeaders, and it slides
 * the idle expiry, returning the refreshed cookie for the response when the library renewed it.
 */
export async function checkSession(
  headers: Headers,
): Promise<{ viewer: Viewer | null; setCookies: string[] }> {
  const app = await getAppAuth();
  // Not `asResponse`: that turns a database that does not answer into a 500 answer, read here as
  // "no session". Thrown, it keeps its cause, and the door answers 503 instead (docs/outages.md).
  const { headers: answered, response: found } = await app.auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  const setCookies = answered.getSetCookie();
  if (!found) return { viewer: null, setCookies };
  const viewer = await toViewer(found);
  return { viewer, setCookies };
}

type Found = NonNullable<
  Awaited<ReturnType<Awaited<ReturnType<typeof getAppAuth>>['auth']['api']['getSession']>>
>;

// The admin plugin's fields, which the inferred session type does not carry.
type PersonFields = { role?: string | null; banned?: boolean | null };

async function toViewer({ session, user: found }: Found): Promise<Viewer | null> {
  const user = found as typeof found & PersonFields;
  const app = await getAppAuth();
  const absoluteMs = getEnv().auth.absoluteHours * 3_600_000;
  if (Date.now() - new Date(session.createdAt).getTime() > absoluteMs) {
    const ctx = await app.auth.$context;
    await ctx.internalAdapter.deleteSession(session.token);
    return null;
  }
  if (user.banned || !isRole(user.role)) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    orgIds: user.role === 'owner' ? await grantsOf(app, user.id) : 'all',
    sessionId: session.id,
  };
}

/** The viewer of the request being rendered or handled (pages, route handlers, server actions). */
export const requestViewer = cache(async (): Promise<Viewer | null> => {
  const { headers } = await import('next/headers');
  return viewerFromHeaders(await headers());
});

/**
 * For what renders around a page (the layout's header, the sign-in page): while the database is
 * away nobody can be checked, and the page still renders, as for nobody (docs/outages.md). Never
 * a door: the front door (./request-guard.ts) has already answered 503 for every private page.
 */
export async function requestViewerIfAnswering(): Promise<Viewer | null> {
  try {
    return await requestViewer();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  }
}
