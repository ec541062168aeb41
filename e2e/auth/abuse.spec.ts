import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test } from '../support/load-aware-test';
import { DEMO_PEOPLE } from '../../lib/auth/demo-people';
import { faultAppUrl } from '../fault-setup';
import { signIn, stateFile } from '../support/people';

// Failed sign-ins are limited per (email, address) pair (10 in 15 minutes, then 429 with
// Retry-After; the per-address and per-email limits are proven in
// lib/auth/server/sign-in-limits.test.ts and lib/security/shared-limits.test.ts), without telling whether an email exists; a stranger's
// failures never lock a person out of their own address; mutations from another origin are
// refused; with APP_URL set, a request for another Host is refused (DNS rebinding).
// The main app trusts one proxy (TRUST_PROXY_HOPS=1, playwright.config.ts), so each test names its
// client address in X-Forwarded-For and their counters never meet; the fault app trusts none, as
// by default, and believes no X-Forwarded-For at all.

const origin = () => test.info().project.use.baseURL!;
// Addresses of this run only: a reused server still holds the previous run's counters.
const run = Math.floor(Math.random() * 250);
const address = (n: number) => `10.${run}.${n}.7`;
const failing = (email: string) => ({ email, password: 'wrong-password' });

test('a stranger’s failures refuse that address, never the person signing in elsewhere', async ({
  request,
}) => {
  // A dozen password checks (scrypt) on a shared machine.
  test.slow();
  const stranger = { 'X-Forwarded-For': address(10) };
  for (let i = 0; i < 10; i++) {
    const failed = await signIn(request, origin(), failing(DEMO_PEOPLE.support.email), stranger);
    expect(failed.status()).toBe(401);
  }
  const blocked = await signIn(request, origin(), DEMO_PEOPLE.support, stranger);
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0);
  expect(blocked.headers()['content-type']).toContain('application/problem+json');
  expect((await blocked.json()).type).toBe('urn:ofd-console:problem:too-many-attempts');
  // The person, from their own address, signs in; the stranger may still try other emails.
  const person = await signIn(request, origin(), DEMO_PEOPLE.support, {
    'X-Forwarded-For': address(11),
  });
  expect(person.status()).toBe(200);
  const other = await signIn(request, origin(), failing('someone@e2e.example'), stranger);
  expect(other.status()).toBe(401);
});

test('with no proxy trusted, X-Forwarded-For changes neither the count nor the audit', async ({
  request,
}) => {
  // Eleven password checks and an audit read on a shared machine.
  test.slow();
  const app = faultAppUrl;
  const email = `rotating-${Date.now()}@e2e.example`;
  for (let i = 0; i < 10; i++) {
    const forged = { 'X-Forwarded-For': `203.0.113.${i}, 192.0.2.${i}` };
    expect((await signIn(request, app, failing(email), forged)).status()).toBe(401);
  }
  const refused = await signIn(request, app, failing(email), { 'X-Forwarded-For': '192.0.2.99' });
  expect(refused.status()).toBe(429);
  const audit = await request.get(`${app}/settings/audit?who=${email}`, {
    headers: await adminCookie(),
  });
  const rows = await audit.text();
  expect(rows).toContain('127.0.0.1');
  expect(rows).not.toMatch(/203\.0\.113\.|192\.0\.2\./);
});

test('an unknown email and a wrong password read the same', async ({ request }) => {
  const unknown = await signIn(
    request,
    origin(),
    { email: 'nobody@e2e.example', password: 'wrong-password' },
    { 'X-Forwarded-For': address(50) },
  );
  const wrong = await signIn(
    request,
    origin(),
    { email: DEMO_PEOPLE.owner.email, password: 'wrong-password' },
    { 'X-Forwarded-For': address(51) },
  );
  expect(unknown.status()).toBe(401);
  expect(wrong.status()).toBe(401);
  const strip = (body: Record<string, unknown>) => ({ ...body, correlationId: undefined });
  expect(strip(await wrong.json())).toEqual(strip(await unknown.json()));
});

test('a mutation from another origin, or without one, is refused', async ({ request }) => {
  for (const headers of [{ Origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
    const response = await request.post('/api/auth/sign-in/email', {
      data: DEMO_PEOPLE.owner,
      headers: { ...headers, 'X-Forwarded-For': address(60) },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).type).toBe('urn:ofd-console:problem:cross-origin');
  }
});

function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { Host: host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

test('with APP_URL set, a request for another Host is refused', async () => {
  const own = new URL(faultAppUrl).host;
  expect(await getWithHost(`${faultAppUrl}/api/health`, own)).toBe(200);
  expect(await getWithHost(`${faultAppUrl}/api/health`, 'rebound.evil.example')).toBe(421);
  expect(
    await getWithHost(
      `${faultAppUrl}/sign-in`,
      `rebound.evil.example:${new URL(faultAppUrl).port}`,
    ),
  ).toBe(421);
});

/** The fault app's administrator's cookie (e2e/setup), for one request. */
async function adminCookie(): Promise<Record<string, string>> {
  const state = JSON.parse(readFileSync(stateFile('fault-admin'), 'utf8')) as {
    cookies: { name: string; value: string }[];
  };
  return { Cookie: state.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}
