import { expect, test } from '../support/load-aware-test';

// The files a browser fetches on its own answer without a session: the sign-in page shows its
// icon and a phone reads the manifest before anyone signs in (proxy.ts).

test.use({ storageState: { cookies: [], origins: [] } });

const PUBLIC_FILES = [
  ['/favicon.ico', 'image/'],
  ['/icon.svg', 'image/svg+xml'],
  ['/icon-192.png', 'image/png'],
  ['/apple-touch-icon.png', 'image/png'],
  ['/manifest.webmanifest', 'manifest+json'],
  ['/robots.txt', 'text/plain'],
] as const;

for (const [path, type] of PUBLIC_FILES) {
  test(`${path} answers without a session`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(type);
  });
}

test('pages and the API still ask for a session', async ({ request }) => {
  const page = await request.get('/organizations', { maxRedirects: 0 });
  expect(page.status()).toBe(307);
  expect(page.headers().location).toContain('/sign-in');
  expect((await request.get('/api/organizations', { maxRedirects: 0 })).status()).toBe(401);
  // A path that merely starts like a public file is not one.
  expect((await request.get('/icons/x', { maxRedirects: 0 })).status()).not.toBe(200);
});

test('robots.txt keeps crawlers out of a private dashboard', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /');
});
