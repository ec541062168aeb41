import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { DEMO_PEOPLE } from '../../lib/auth/demo-people';
import { faultAppUrl } from '../fault-setup';
import { signIn } from '../support/people';

// Failed sign-ins are limited per client address and per email (10 in 15 minutes, then 429 with
// Retry-After) without telling whether an email exists; mutations from another origin are
// refused; with APP_URL set, a request for another Host is refused (DNS rebinding).
// Each test uses its own X-Forwarded-For addresses so their counters never meet.

const origin = () => test.info().project.use.baseURL!;
const address = (n: number) => `198.51.100.${n}`;

test('10 failed sign-ins from one address block it, whoever signs in next', async ({ request }) => {
  const from = { 'X-Forwarded-For': address(10) };
  for (let i = 0; i < 10; i++) {
    const failed = await signIn(
      request,
      origin(),
      { email: `nobody${i}@e2e.example`, password: 'wrong-password' },
      from,
    );
    expect(failed.status()).toBe(401);
  }
  const blocked = await signIn(request, origin(), DEMO_PEOPLE.support, from);
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0);
  expect(blocked.headers()['content-type']).toContain('application/problem+json');
  expect((await blocked.json()).type).toBe('urn:ofd-console:problem:too-many-attempts');
  // Another address is not affected.
  const elsewhere = await signIn(request, origin(), DEMO_PEOPLE.support, {
    'X-Forwarded-For': address(11),
  });
  expect(elsewhere.status()).toBe(200);
});

test('10 failed sign-ins for one email block it from any address', async ({ request }) => {
  const email = `target-${Date.now()}@e2e.example`;
  for (let i = 0; i < 10; i++) {
    const failed = await signIn(
      request,
      origin(),
      { email, password: 'wrong-password' },
      {
        'X-Forwarded-For': address(20 + i),
      },
    );
    expect(failed.status()).toBe(401);
  }
  const blocked = await signIn(
    request,
    origin(),
    { email, password: 'wrong-password' },
    {
      'X-Forwarded-For': address(40),
    },
  );
  expect(blocked.status()).toBe(429);
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
