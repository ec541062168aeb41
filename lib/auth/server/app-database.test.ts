import { afterAll, describe, expect, it } from 'vitest';
import type { AppAuth } from './auth';
import { openAppAuth } from './open';
import { openAppDatabase } from '@/lib/app-database/database';
import { APP_MIGRATIONS } from '@/lib/app-database/migrations';
import { createPerson, setDisabled } from './people';
import { openTestAppDatabase, type TestAppDatabase } from '@/lib/app-database/test-database';

// The app database on PostgreSQL (the `postgres` vitest project only): two app instances opening
// one database at once migrate it once, and a person signed in through one instance is signed in
// through the other — sessions live in the shared database, not in a process.

process.env.AUTH_SECRET ??= 'unit-test-secret-unit-test-secret-0123456789';
const ORIGIN = 'http://127.0.0.1:3000';
const opened: TestAppDatabase[] = [];
const extra: AppAuth[] = [];
afterAll(async () => {
  for (const app of extra) await app.db.close();
  for (const d of opened) await d.dispose();
});

/** Two instances of the app on one fresh schema, opened at the same moment. */
async function twoInstances() {
  const first = await openTestAppDatabase('postgres');
  opened.push(first);
  const { schema } = first.db;
  const url = (first.db.authDatabase as { options: { connectionString: string } }).options
    .connectionString;
  const second = openAppDatabase({ dataDir: '', databaseUrl: url, schema: schema! });
  const [a, b] = await Promise.all([openAppAuth(first.db), openAppAuth(second)]);
  extra.push(b);
  return [a, b] as const;
}

const signIn = (app: AppAuth, email: string) =>
  app.auth.handler(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ email, password: 'long-enough-password' }),
    }),
  );
const cookieOf = (response: Response) =>
  new Headers({ cookie: response.headers.getSetCookie()[0]!.split(';')[0]! });

describe('the app database on PostgreSQL', () => {
  it('is migrated once when two instances open it at once', async () => {
    const [a] = await twoInstances();
    expect(a.db.dialect).toBe('postgres');
    const versions = await a.db.all<{ version: number }>(
      'SELECT version FROM app_migration ORDER BY version',
    );
    expect(versions.map((v) => v.version)).toEqual(APP_MIGRATIONS.map((m) => m.version));
    await expect(a.db.run('TRUNCATE audit_event')).rejects.toThrow(/append-only/);
  });

  it('signs a person in on one instance and the other sees the session, until it ends', async () => {
    const [a, b] = await twoInstances();
    const person = await createPerson(a, {
      email: 'shared@e.test',
      password: 'long-enough-password',
      role: 'owner',
      orgIds: ['org-1'],
    });
    const response = await signIn(b, 'Shared@E.test');
    expect(response.status).toBe(200);
    const headers = cookieOf(response);
    const onA = await a.auth.api.getSession({ headers });
    expect(onA?.user.email).toBe('shared@e.test');
    expect((await b.auth.api.getSession({ headers }))?.session.id).toBe(onA?.session.id);
    // Disabled through one instance: the session ends on both at once.
    await setDisabled(a, person.id, true);
    expect(await b.auth.api.getSession({ headers })).toBeNull();
    expect((await signIn(b, 'shared@e.test')).ok).toBe(false);
  });
});
