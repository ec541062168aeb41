import { expect, test } from '@playwright/test';

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
