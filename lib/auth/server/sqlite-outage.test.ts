import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAppAuth, type AppAuth } from './auth';
import { handleAuthRequest } from '@/lib/api/auth-route.server';
import { APP_DATABASE_FILE } from '@/lib/app-database/database';
import { createPerson } from './people';
import { APP_URL, freshAppSettings } from '@/lib/testing/fresh-app';
import { viewerFromHeaders } from './viewer';

// The app database on SQLite, held by another process (docs/outages.md): a sign-in, which must
// write its session, answers 503 "try again" instead of 500 or "wrong password", and counts no
// failed attempt; reading an existing session still works (WAL readers never wait); once the
// file is let go, everything works again without a restart.

const PERSON = { email: 's@e.test', password: 'long-enough-password' };
let app: AppAuth;
let dataDir: string;
let locker: Database.Database;

beforeAll(async () => {
  dataDir = freshAppSettings('ofd-outage-');
  app = await getAppAuth();
  await createPerson(app, { ...PERSON, role: 'support', orgIds: [] });
  // Wait a moment for a lock, not the default 5 s: the test holds it on purpose.
  (app.db.authDatabase as Database.Database).pragma('busy_timeout = 20');
  locker = new Database(path.join(dataDir, APP_DATABASE_FILE));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => locker.close());

const signIn = (email = PERSON.email) =>
  handleAuthRequest(
    new Request(`${APP_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: APP_URL, Host: 'console.example.ru' },
      body: JSON.stringify({ email, password: PERSON.password }),
    }),
  );

describe('a locked app database file', () => {
  it('makes sign-in a 503 that says try again, then lets it through once released', async () => {
    const before = await signIn();
    expect(before.status).toBe(200);
    const cookie = before.headers.getSetCookie()[0]!.split(';')[0]!;

    // Another process writing: it holds the file's write lock.
    locker.exec('BEGIN IMMEDIATE');
    for (let i = 0; i < 2; i++) {
      const during = await signIn();
      expect(during.status).toBe(503);
      expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
      const problem = await during.json();
      expect(problem).toMatchObject({ type: 'urn:ofd-console:problem:database-unavailable' });
      expect(JSON.stringify(problem)).not.toMatch(/SQLITE|sqlite|locked/);
    }
    // The signed-in person is still who they were: a read needs no lock.
    expect(await viewerFromHeaders(new Headers({ cookie }))).toMatchObject({ email: PERSON.email });
    locker.exec('ROLLBACK');

    // The refused sign-ins were no failed attempts of the person: none counted or audited.
    const failed = await app.db.all("SELECT id FROM audit_event WHERE action = 'sign-in-failed'");
    expect(failed).toEqual([]);
    expect((await signIn()).status).toBe(200);
    expect(await viewerFromHeaders(new Headers({ cookie }))).toMatchObject({ email: PERSON.email });
  }, 90_000);
});
