import { expect, test } from '../support/load-aware-test';
import { DEMO_INTEGRATOR } from '../../lib/demo-credentials';

// GET /api/health (docs/outages.md): an administrator (this project's person) sees every part,
// the operator's from a real, recent call; nobody sees a credential. What an anonymous caller
// sees: e2e/auth/unauthenticated.spec.ts.

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
