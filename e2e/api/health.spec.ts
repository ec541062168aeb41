import { expect, test } from '@playwright/test';
import { DEMO_INTEGRATOR } from '../../lib/service/demo-credentials';

test('health reports the built-in upstream without secrets', async ({ request, baseURL }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({
    status: 'ok',
    upstream: { builtIn: true, host: new URL(baseURL!).host, reachable: true },
  });
  expect(text).not.toContain(DEMO_INTEGRATOR.apiKey);
  expect(text).not.toContain(DEMO_INTEGRATOR.sessionId);
});
