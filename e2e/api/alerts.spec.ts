import { expect, test } from '../support/load-aware-test';
import { stateFile } from '../support/people';
import { scaled } from '../support/scaled';

// The /api/alerts routes: zod-validated bodies with problem+json errors, who may do what, and a
// webhook secret that appears in the creating answer only.

const origin = (baseURL: string | undefined) => ({ Origin: baseURL! });

test('a rule is made, listed without its secret, and deleted; bad bodies answer 400', async ({
  request,
  baseURL,
}) => {
  const made = await request.post('/api/alerts/rules', {
    headers: origin(baseURL),
    data: { channel: 'webhook', target: 'https://hooks.example/ofd', reasons: ['silent'] },
  });
  expect(made.status()).toBe(201);
  const rule = (await made.json()) as { id: string; secret: string; mode: string };
  expect(rule.secret).toMatch(/^[0-9a-f]{64}$/);
  expect(rule.mode).toBe('immediate');
  const listed = await (await request.get('/api/alerts/rules')).text();
  expect(listed).toContain(rule.id);
  expect(listed).not.toContain(rule.secret);

  for (const data of [
    { channel: 'email', target: 'not-an-address' },
    { channel: 'pager', target: 'x' },
    { channel: 'webhook', target: 'https://user:pw@hooks.example/' },
    { channel: 'email', target: 'a@b.example', mode: 'daily' },
    { channel: 'email', target: 'a@b.example', quietHours: { from: '25:00', to: '07:00' } },
    { channel: 'email', target: 'a@b.example', extra: true },
  ]) {
    const bad = await request.post('/api/alerts/rules', { headers: origin(baseURL), data });
    expect(bad.status(), JSON.stringify(data)).toBe(400);
    expect(bad.headers()['content-type']).toContain('application/problem+json');
  }
  // Well formed, but a webhook must be https (plain http only to loopback): 422 naming the field.
  const plain = await request.post('/api/alerts/rules', {
    headers: origin(baseURL),
    data: { channel: 'webhook', target: 'http://hooks.example/ofd' },
  });
  expect(plain.status()).toBe(422);
  expect(plain.headers()['content-type']).toContain('application/problem+json');
  expect((await plain.json()).errors).toEqual([
    { path: 'target', message: 'must be an https URL of a public host' },
  ]);
  const notJson = await request.post('/api/alerts/rules', {
    headers: { ...origin(baseURL), 'Content-Type': 'application/json' },
    data: '{',
  });
  expect(notJson.status()).toBe(400);

  const gone = await request.delete(`/api/alerts/rules/${rule.id}`, { headers: origin(baseURL) });
  expect(gone.status()).toBe(204);
  const again = await request.delete(`/api/alerts/rules/${rule.id}`, { headers: origin(baseURL) });
  expect(again.status()).toBe(404);
});

test('an admin evaluates and is answered with what was sent', async ({ request, baseURL }) => {
  const response = await request.post('/api/alerts/evaluate', { headers: origin(baseURL) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { ran: boolean; deliveries: unknown[] };
  expect(typeof body.ran).toBe('boolean');
  expect(Array.isArray(body.deliveries)).toBe(true);
  const log = await request.get('/api/alerts/deliveries');
  expect(log.status()).toBe(200);
  const episodes = await request.get('/api/alerts/episodes');
  expect(episodes.status()).toBe(200);
  expect(Array.isArray(await episodes.json())).toBe(true);
});

test.describe('as support', () => {
  test.use({ storageState: stateFile('support') });
  test('support reads alerts but changes nothing: 403 problem+json', async ({
    request,
    baseURL,
  }) => {
    expect((await request.get('/api/alerts/episodes')).status()).toBe(200);
    const made = await request.post('/api/alerts/rules', {
      headers: origin(baseURL),
      data: { channel: 'telegram', target: '-100123', minSeverity: 'critical' },
    });
    expect(made.status()).toBe(403);
    expect((await made.json()).type).toBe('urn:ofd-console:problem:not-allowed');
    const evaluate = await request.post('/api/alerts/evaluate', { headers: origin(baseURL) });
    expect(evaluate.status()).toBe(403);
    expect((await evaluate.json()).type).toBe('urn:ofd-console:problem:not-allowed');
  });
});

test.describe('as an owner', () => {
  test.use({ storageState: stateFile('owner') });
  test('an owner may not name an organization outside their grant, nor see others’ rules', async ({
    request,
    baseURL,
  }) => {
    const orgs = (await (await request.get('/api/organizations')).json()) as { id: string }[];
    const other = await request.post('/api/alerts/rules', {
      headers: origin(baseURL),
      data: {
        channel: 'email',
        target: 'owner@demo.example',
        organizationIds: ['not-granted-org'],
      },
    });
    expect(other.status()).toBe(403);
    const own = await request.post('/api/alerts/rules', {
      headers: origin(baseURL),
      data: { channel: 'email', target: 'owner@demo.example', organizationIds: [orgs[0]!.id] },
    });
    expect(own.status()).toBe(201);
    const rules = (await (await request.get('/api/alerts/rules')).json()) as { target: string }[];
    expect(rules.every((r) => r.target === 'owner@demo.example')).toBe(true);
  });
});

test.describe('an owner and another organization’s alerts', () => {
  test.use({ storageState: stateFile('owner') });
  test('cannot acknowledge or snooze them: 404 problem+json, as for a missing one', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const admin = await playwright.request.newContext({
      baseURL,
      storageState: stateFile('admin'),
    });
    await expect(async () => {
      const run = await admin.post('/api/alerts/evaluate', { headers: origin(baseURL) });
      expect((await run.json()).ran).toBe(true);
    }).toPass({ timeout: scaled(30_000) });
    const mine = new Set(
      ((await (await request.get('/api/organizations')).json()) as { id: string }[]).map(
        (o) => o.id,
      ),
    );
    const all = (await (await admin.get('/api/alerts/episodes')).json()) as {
      id: string;
      organizationId: string;
      rnm: string;
      reason: string;
    }[];
    await admin.dispose();
    const theirs = all.find((e) => !mine.has(e.organizationId))!;
    expect(theirs).toBeDefined();
    const seen = (await (await request.get('/api/alerts/episodes')).json()) as { id: string }[];
    expect(seen.map((e) => e.id)).not.toContain(theirs.id);

    const ack = await request.post(`/api/alerts/episodes/${theirs.id}/acknowledge`, {
      headers: origin(baseURL),
    });
    expect(ack.status()).toBe(404);
    expect(ack.headers()['content-type']).toContain('application/problem+json');
    const snooze = await request.post('/api/alerts/snoozes', {
      headers: origin(baseURL),
      data: {
        organizationId: theirs.organizationId,
        rnm: theirs.rnm,
        reason: theirs.reason,
        until: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(snooze.status()).toBe(404);
    expect((await snooze.json()).type).toBe('urn:ofd-console:problem:not-found');
  });
});
