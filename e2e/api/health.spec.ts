import { expect, test } from '@playwright/test';
import { DEMO_INTEGRATOR } from '../../lib/service/demo-credentials';

// GET /api/health (docs/outages.md): an administrator (this project's person) sees every part,
// the operator's from a real, recent call; nobody sees a credential.

test('health reports the built-in upstream and each part without secrets', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const text = await response.text();
  const body = JSON.parse(text);
  expect(body).toMatchObject({
    status: 'ok',
    upstream: {
      builtIn: true,
      host: new URL(baseURL!).host,
      reachable: true,
      source: expect.stringMatching(/^(call|probe)$/),
    },
    parts: { database: expect.anything(), store: expect.anything() },
  });
  expect(Date.parse(body.upstream.checkedAt)).not.toBeNaN();
  expect(text).not.toContain(DEMO_INTEGRATOR.apiKey);
  expect(text).not.toContain(DEMO_INTEGRATOR.sessionId);
});

test('health tells an anonymous caller the status only', async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const response = await anonymous.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
  await anonymous.dispose();
});
