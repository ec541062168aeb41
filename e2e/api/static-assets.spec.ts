import { expect, test } from '../support/load-aware-test';

// The favicon, the icons and the web manifest that browsers and phones ask for on their own.

test('/favicon.ico is an icon, not a 404', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  const bytes = await response.body();
  // ICONDIR: reserved 0, type 1 (icon), then the number of images.
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
});

test('the web manifest names the app and its icons, all of which are served', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest.name).toBe('OFD Console');
  expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
  }
});

test('pages link the icons and the manifest', async ({ request }) => {
  const html = await (await request.get('/organizations')).text();
  expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
  expect(html).toMatch(/rel="icon" href="\/favicon\.ico/);
  expect(html).toContain('rel="apple-touch-icon" href="/apple-touch-icon.png"');
});
