import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAppAuth, type AppAuth } from './auth';
import { createPerson } from './people';
import { viewerFromHeaders } from './viewer';

// Behind https (APP_URL), with an external operator (no demo people), in a fresh data directory.
const APP_URL = 'https://console.example.ru';
let app: AppAuth;
beforeAll(async () => {
  Object.assign(process.env, {
    OFD_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ofd-auth-')),
    OFD_BASE_URL: 'https://api.example-ofd.ru',
    OFD_API_KEY: 'unit-test-key',
    OFD_SESSION_ID: 'unit-test-session',
    APP_URL,
    AUTH_SECRET: 'unit-test-secret-unit-test-secret-0123456789',
    AUTH_ABSOLUTE_HOURS: '72',
    // The fresh SQLite of the data directory, even when the run names a PostgreSQL server.
    DATABASE_URL: '',
  });
  app = await getAppAuth();
  await createPerson(app, {
    email: 'o@e.test',
    password: 'long-enough-password',
    role: 'owner',
    orgIds: ['a'],
  });
});

async function signIn() {
  const response = await app.auth.handler(
    new Request(`${APP_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: APP_URL, Host: 'console.example.ru' },
      body: JSON.stringify({ email: 'o@e.test', password: 'long-enough-password' }),
    }),
  );
  expect(response.status).toBe(200);
  const setCookie = response.headers.getSetCookie()[0]!;
  return { setCookie, headers: new Headers({ cookie: setCookie.split(';')[0]! }) };
}

describe('sessions behind https', () => {
  it('use a __Host- cookie that is Secure, HttpOnly and SameSite=Lax', async () => {
    const { setCookie } = await signIn();
    expect(setCookie).toMatch(/^__Host-ofd\.session_token=/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/);
  });

  it('carry the person, role and grants', async () => {
    const { headers } = await signIn();
    expect(await viewerFromHeaders(headers)).toMatchObject({
      email: 'o@e.test',
      role: 'owner',
      orgIds: ['a'],
    });
  });

  it('end after the idle time without use', async () => {
    const { headers } = await signIn();
    await app.db.run('UPDATE session SET "expiresAt" = ?', [
      new Date(Date.now() - 1000).toISOString(),
    ]);
    expect(await viewerFromHeaders(headers)).toBeNull();
  });

  it('end AUTH_ABSOLUTE_HOURS after sign-in however busy, and the row goes', async () => {
    const { headers } = await signIn();
    const before = await app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM session');
    const signedInAt = new Date(Date.now() - 73 * 3_600_000).toISOString();
    await app.db.run('UPDATE session SET "createdAt" = ?', [signedInAt]);
    expect(await viewerFromHeaders(headers)).toBeNull();
    const after = await app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM session');
    expect(Number(after!.n)).toBeLessThan(Number(before!.n));
  });
});
