import { expect, test, type APIResponse } from '../support/load-aware-test';
import { faultCredentials, setFaultMode, type FaultMode } from '../fault-setup';
import { passThroughAroundEachTest } from '../support/fault-mode';

// The dashboard API of the second instance under each upstream fault: the problem+json it answers,
// that it retried what is worth retrying, and that nothing of the operator's answer leaks.

passThroughAroundEachTest();

async function expectProblem(response: APIResponse, status: number, kind: string) {
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toBe('application/problem+json');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const text = await response.text();
  for (const leak of [faultCredentials.apiKey, faultCredentials.sessionId, 'Session expired']) {
    expect(text).not.toContain(leak);
  }
  expect(text).not.toContain('Maintenance');
  expect(JSON.parse(text)).toMatchObject({ type: `urn:ofd-console:problem:${kind}`, status });
  return JSON.parse(text);
}

const cases: [FaultMode, number, string, number][] = [
  // mode, status, problem kind, operator calls made
  ['401', 502, 'credentials-rejected', 1],
  ['500', 503, 'upstream-unavailable', 3],
  ['reset', 503, 'upstream-unavailable', 3],
  ['cut', 503, 'upstream-unavailable', 3],
  ['slow', 504, 'upstream-unavailable', 1],
  ['garbage', 502, 'upstream-bad-response', 1],
];

for (const [mode, status, kind, calls] of cases) {
  test(`${mode} upstream → ${status} ${kind} after ${calls} call(s)`, async ({ request }) => {
    await setFaultMode(mode);
    await expectProblem(await request.get('/api/organizations'), status, kind);
    expect(await setFaultMode('pass')).toBe(calls);
  });
}

test('a persistent 429 ends as 429 with Retry-After after honouring it', async ({ request }) => {
  await setFaultMode('429');
  const response = await request.get('/api/organizations');
  const body = await expectProblem(response, 429, 'rate-limited');
  expect(body.retryAfter).toBe(1);
  expect(response.headers()['retry-after']).toBe('1');
  expect(await setFaultMode('pass')).toBeGreaterThanOrEqual(2);
});

test('pass: the proxy swaps the instance’s own credentials for the demo ones', async ({
  request,
}) => {
  const response = await request.get('/api/organizations');
  expect(response.status()).toBe(200);
  expect((await response.json()).length).toBeGreaterThan(0);
});
