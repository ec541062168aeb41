import { handleAuthRequest } from '@/lib/api/auth-route.server';
import { migrateAppDatabase } from '@/lib/app-database/migrations';
import { getAppAuth, type AppAuth } from '@/lib/auth/server/auth';
import { createPerson } from '@/lib/auth/server/people';
import type { Role } from '@/lib/auth/roles';
import { APP_URL, freshAppSettings } from './fresh-app';

// Route handlers called as Next calls them, by people signed in for real: the app's own SQLite
// database in a fresh folder (the one getAppAuth opens, migrated as the start does), people made
// in it, a session cookie each from the sign-in route. An operator is named (never called) so that no demo world is seeded.

export { APP_URL };

export async function openSignedInApp(): Promise<AppAuth> {
  freshAppSettings('ofd-signed-in-');
  const app = await getAppAuth();
  // Every feature's tables, as the server's start makes them (app/_service/first-start.ts).
  await migrateAppDatabase(app.db);
  return app;
}

/** A new person of `role`, signed in: their session cookie. */
export async function signedIn(app: AppAuth, email: string, role: Role, orgIds: string[] = []) {
  const password = 'long-enough-password';
  await createPerson(app, { email, password, role, orgIds });
  const answer = await handleAuthRequest(
    new Request(`${APP_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: APP_URL, Host: 'console.example.ru' },
      body: JSON.stringify({ email, password }),
    }),
  );
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return answer.headers.getSetCookie()[0]!.split(';')[0]!;
}

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

/** Calls a route handler as `cookie`'s person: a JSON body, the dashboard's own Origin. */
export function callRoute<P>(
  handler: Handler<P>,
  cookie: string,
  pathname: string,
  init: { method?: string; body?: unknown; params?: P } = {},
) {
  const request = new Request(`${APP_URL}${pathname}`, {
    method: init.method ?? 'POST',
    headers: { cookie, Origin: APP_URL, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return handler(request, { params: Promise.resolve(init.params ?? ({} as P)) });
}
