import { request as httpRequest } from 'node:http';
import { expect, test } from '../support/load-aware-test';

const expected = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

for (const path of ['/', '/api/health']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-powered-by']).toBeUndefined();
    for (const [name, value] of Object.entries(expected)) expect(headers[name]).toBe(value);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });
}

/** A raw GET, so that the path reaches the server exactly as written (`%` undecoded). */
function rawGet(path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const base = new URL(test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on('error', reject);
    req.end();
  });
}

test('the 400 of a path that does not decode carries the CSP too', async () => {
  for (const path of ['/v1/%', '/v2/organizations/%E0%A4%A', '/organizations/%', '/%ZZ']) {
    const { status, headers } = await rawGet(path);
    expect(status, path).toBe(400);
    expect(String(headers['content-security-policy']), path).toContain("frame-ancestors 'none'");
    expect(String(headers['content-security-policy']), path).toContain("object-src 'none'");
  }
});

test('without an https APP_URL there is no HSTS (it would pin plain http away)', async ({
  request,
}) => {
  expect((await request.get('/api/health')).headers()['strict-transport-security']).toBeUndefined();
});
