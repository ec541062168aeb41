import { expect, test } from '../fixtures';

// The Content-Security-Policy of proxy.ts, as a browser meets it.

test('pages carry a fresh nonce on every script, and the policy forbids inline script', async ({
  page,
  request,
}) => {
  const first = await request.get('/organizations');
  const second = await request.get('/organizations');
  const policy = first.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(second.headers()['content-security-policy']).not.toContain(nonce);
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;|$)/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(policy).toContain(directive);
  }
  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  // The page works under it (the automatic fixture fails the test on any violation).
  await page.goto('/organizations');
  await expect(page.getByRole('table')).toBeVisible();
});

test.describe('an injected script', () => {
  test.use({ allowCspViolations: true });

  test('does not run, and the violation is reported', async ({ page, cspViolations }) => {
    await page.goto('/');
    // The shape of most injections: markup with an inline handler. Without 'unsafe-inline' the
    // browser refuses to compile it.
    const ran = await page.evaluate(async () => {
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.__injected = true');
      document.body.append(button);
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.join('\n')).toMatch(/script-src/);
  });
});
