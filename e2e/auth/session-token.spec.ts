import { expect, test, type APIRequestContext } from '../support/load-aware-test';
import { DEMO_PEOPLE } from '../../lib/auth/demo-people';
import { signIn } from '../support/people';

// The session token lives only in the HttpOnly cookie: no answer a page script can read carries
// it (the sign-in answer, the session read). Sign-out ends the session whatever body it is sent
// with.

const origin = () => test.info().project.use.baseURL!;

async function freshSession(playwright: {
  request: { newContext: (o: object) => Promise<APIRequestContext> };
}) {
  const request = await playwright.request.newContext({
    baseURL: origin(),
    storageState: { cookies: [], origins: [] },
  });
  const response = await signIn(request, origin(), DEMO_PEOPLE.support);
  expect(response.status()).toBe(200);
  const { cookies } = await request.storageState();
  const cookie = cookies.find((c) => c.name.endsWith('session_token'))!;
  // The cookie holds `<token>.<signature>`, percent-encoded.
  const token = decodeURIComponent(cookie.value).split('.')[0]!;
  expect(token.length).toBeGreaterThanOrEqual(16);
  return { request, token, signInBody: await response.text() };
}

test('neither the sign-in answer nor the session read carries the token', async ({
  playwright,
}) => {
  const { request, token, signInBody } = await freshSession(playwright);
  expect(signInBody).not.toContain(token);
  const session = await request.get('/api/auth/get-session');
  expect(session.status()).toBe(200);
  const text = await session.text();
  expect(text).not.toContain(token);
  const body = JSON.parse(text) as { user: { email: string }; session: Record<string, unknown> };
  expect(body.user.email).toBe(DEMO_PEOPLE.support.email);
  expect(body.session).not.toHaveProperty('token');
  expect(session.headers()['cache-control']).toContain('no-store');
  await request.dispose();
});

const bodies: [string, Record<string, string>, string | undefined][] = [
  ['JSON', { 'Content-Type': 'application/json' }, '{}'],
  ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'a=1'],
  ['text/plain', { 'Content-Type': 'text/plain' }, 'bye'],
  ['no body', {}, undefined],
];

for (const [name, headers, data] of bodies) {
  test(`sign-out with ${name} ends the session`, async ({ playwright }) => {
    const { request } = await freshSession(playwright);
    expect((await request.get('/api/organizations')).status()).toBe(200);
    const before = await request.storageState();
    const out = await request.post('/api/auth/sign-out', {
      headers: { Origin: origin(), ...headers },
      ...(data === undefined ? {} : { data }),
    });
    expect(out.status(), await out.text()).toBe(200);
    // The old cookie, replayed, opens nothing: the session ended on the server.
    const replay = await playwright.request.newContext({ baseURL: origin(), storageState: before });
    expect((await replay.get('/api/organizations')).status()).toBe(401);
    await Promise.all([request.dispose(), replay.dispose()]);
  });
}
