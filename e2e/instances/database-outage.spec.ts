import { expect, test, type APIRequestContext, type BrowserType } from '../support/load-aware-test';
import { DEMO_PEOPLE } from '../../lib/auth/demo-people';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { DEMO_INTEGRATOR } from '../../lib/demo-credentials';
import { signIn, signInOk } from '../support/people';
import {
  startInstance,
  stopInstance,
  waitUntilUp,
  type Instance,
} from '../support/shared-database';
import { startCluster, type Cluster } from '../support/throwaway-cluster';
import { scaled } from '../support/scaled';

// The database stopped under a running app, then started again (docs/outages.md): while it is
// away every answer says "temporarily unavailable" (503 with Retry-After), a signed-in person is
// never told they are signed out, and the process stays live; once it is back, everything
// recovers without a restart and the same session is still valid.

const port = Number(process.env.E2E_PORT ?? 3100) + 20;
const service = {
  'X-Vendor-Ofd-ApiKey': DEMO_INTEGRATOR.apiKey,
  Authorization: `auth.sid ${DEMO_INTEGRATOR.sessionId}`,
};
let cluster: Cluster;
let app: Instance;
let person: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: scaled(420_000) });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(scaled(240_000));
  cluster = await startCluster();
  // The health board rebuilt every 2 s: background work that must pause and resume.
  app = startInstance(port, cluster.url, { HEALTH_WARM_INTERVAL_MS: '2000' });
  await waitUntilUp(app);
  person = await playwright.request.newContext();
  await signInOk(person, app.origin, DEMO_PEOPLE.admin);
});

test.afterAll(async () => {
  await person?.dispose();
  if (app) stopInstance(app);
  cluster?.remove();
});

test('the table of the outage reads as it should, and everything recovers by itself', async ({
  request,
  playwright,
}) => {
  const organizations = await person.get(`${app.origin}/api/organizations`);
  expect(organizations.status()).toBe(200);
  expect((await request.get(`${app.origin}/api/health/ready`)).status()).toBe(200);

  cluster.stop();

  const health = await request.get(`${app.origin}/api/health`);
  expect(health.status()).toBe(503);
  expect(await health.json()).toEqual({ status: 'error' });
  const ready = await request.get(`${app.origin}/api/health/ready`);
  expect(ready.status()).toBe(503);
  expect((await ready.json()).failing).toEqual(expect.arrayContaining(['database', 'store']));
  const live = await request.get(`${app.origin}/api/health/live`);
  expect([live.status(), await live.json()]).toEqual([200, { status: 'ok' }]);

  // A signed-in person: a temporary outage, not "sign in again".
  const api = await person.get(`${app.origin}/api/organizations`);
  expect(api.status()).toBe(503);
  expect(api.headers()['content-type']).toContain('application/problem+json');
  expect(Number(api.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await api.json()).type).toBe('urn:ofd-console:problem:database-unavailable');
  expect(api.headers()['set-cookie']).toBeUndefined();
  const page = await person.get(`${app.origin}/organizations`, {
    maxRedirects: 0,
    headers: { 'Accept-Language': 'ru' },
  });
  expect(page.status()).toBe(503);
  expect(page.headers().location).toBeUndefined();
  expect(page.headers()['set-cookie']).toBeUndefined();
  expect(await page.text()).toContain('Временно недоступно');

  const signingIn = await signIn(request, app.origin, DEMO_PEOPLE.owner);
  expect(signingIn.status()).toBe(503);
  expect(Number(signingIn.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await signingIn.json()).type).toBe('urn:ofd-console:problem:database-unavailable');

  await signInInABrowser(playwright);

  const operator = await request.get(`${app.origin}/v2/organizations`, { headers: service });
  expect(operator.status()).toBe(503);
  expect(Number(operator.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await operator.json()).toMatchObject({
    errorCodeId: 'urn:error:service:unavailable',
    errorCode: 503000,
  });

  cluster.resume();

  await expect
    .poll(async () => (await request.get(`${app.origin}/api/health/ready`)).status(), {
      timeout: scaled(60_000),
    })
    .toBe(200);
  // The same session, never cleared: still signed in.
  expect((await person.get(`${app.origin}/api/organizations`)).status()).toBe(200);
  expect((await request.get(`${app.origin}/v2/organizations`, { headers: service })).status()).toBe(
    200,
  );
  expect((await signIn(request, app.origin, DEMO_PEOPLE.owner)).status()).toBe(200);
  // The administrator's parts: databases answer, the operator by a real call, the board's loop
  // has run again since the outage.
  await expect
    .poll(
      async () => {
        const parts = (await (await person.get(`${app.origin}/api/health`)).json()).parts;
        return parts?.background?.find((loop: { name: string }) => loop.name === 'health-board');
      },
      // Its backoff grows to a minute while the database is away.
      { timeout: scaled(120_000) },
    )
    .toMatchObject({ state: 'running', failures: 0 });
  const admin = await (await person.get(`${app.origin}/api/health`)).json();
  expect(admin).toMatchObject({
    status: 'ok',
    upstream: { reachable: true },
    parts: { database: { ok: true }, store: { ok: true } },
  });
});

/** The sign-in form says "try again" and keeps what was typed; pages say so in the person's language. */
async function signInInABrowser(playwright: { chromium: BrowserType }) {
  const chromium = findChromium();
  const browser = await playwright.chromium.launch({
    executablePath: chromium && !chromium.bundled ? chromium.path : undefined,
    args: chromiumArgs,
  });
  try {
    for (const [locale, width] of [
      ['en', 1280],
      ['ru', 390],
    ] as const) {
      const context = await browser.newContext({
        locale,
        viewport: { width, height: 800 },
        extraHTTPHeaders: { 'Accept-Language': locale },
      });
      const page = await context.newPage();
      await page.goto(`${app.origin}/sign-in`);
      await page.getByLabel(locale === 'ru' ? 'Электронная почта' : 'Email').fill('me@example.ru');
      await page.getByLabel(locale === 'ru' ? 'Пароль' : 'Password').fill('a-password-typed');
      await page.getByRole('button', { name: locale === 'ru' ? 'Войти' : 'Sign in' }).click();
      const message =
        locale === 'ru' ? 'Вход временно недоступен' : 'Sign-in is temporarily unavailable';
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page.getByLabel(locale === 'ru' ? 'Электронная почта' : 'Email')).toHaveValue(
        'me@example.ru',
      );
      await page.screenshot({ path: `test-results/outage/sign-in-${locale}-${width}.png` });
      // Signed in (the administrator's cookie), on a private page: no redirect to sign-in.
      await context.addCookies((await person.storageState()).cookies);
      await page.goto(`${app.origin}/organizations`);
      expect(new URL(page.url()).pathname).toBe('/organizations');
      await expect(page.getByTestId('database-unavailable')).toBeVisible();
      await page.screenshot({ path: `test-results/outage/page-${locale}-${width}.png` });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
