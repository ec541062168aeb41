import { expect, test } from '@playwright/test';
import { DEMO_INTEGRATOR } from '../../lib/service/demo-credentials';
import { demoDirectory } from '../support/demo-service';
import { plantedReasons, plantedWith } from '../support/health-world';

// GET /api/health/registers: every register the credentials see, with the reasons the demo world
// planted, worst first, as plain JSON other tools can read.

type Row = {
  organizationId: string;
  kktRegId: string;
  status: 'ok' | 'warning' | 'critical';
  reasons: { code: string; severity: string; since: string | null; detail: unknown }[];
};
const RANK = { critical: 2, warning: 1, ok: 0 };

test('lists every register with its planted reasons, worst first', async ({ request }) => {
  const response = await request.get('/api/health/registers');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const text = await response.text();
  expect(text).not.toContain(DEMO_INTEGRATOR.apiKey);
  expect(text).not.toContain(DEMO_INTEGRATOR.sessionId);
  const rows = JSON.parse(text) as Row[];

  const directory = await demoDirectory(request);
  const expected = directory.flatMap((d) =>
    d.cashboxes.map((c) => `${d.organization.id}/${c.regNumber}`),
  );
  expect(rows.map((r) => `${r.organizationId}/${r.kktRegId}`).sort()).toEqual(expected.sort());

  for (const [rnm, codes] of plantedReasons()) {
    const row = rows.find((r) => r.kktRegId === rnm)!;
    expect(
      row.reasons.map((r) => r.code),
      rnm,
    ).toEqual(expect.arrayContaining(codes));
    for (const reason of row.reasons) {
      expect(Object.keys(reason).sort()).toEqual(['code', 'detail', 'severity', 'since']);
    }
  }
  const ranks = rows.map((r) => RANK[r.status]);
  expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  expect(rows.some((r) => r.status === 'ok')).toBe(true);
});

test('filters by reason, status and organization', async ({ request }) => {
  const gap = plantedWith('fd-gap');
  const byReason = (await (
    await request.get('/api/health/registers?reason=fd-gap')
  ).json()) as Row[];
  expect(byReason.map((r) => r.kktRegId)).toContain(gap);
  expect(byReason.every((r) => r.reasons.some((x) => x.code === 'fd-gap'))).toBe(true);

  const ok = (await (await request.get('/api/health/registers?status=ok')).json()) as Row[];
  expect(ok.length).toBeGreaterThan(0);
  expect(ok.every((r) => r.status === 'ok' && r.reasons.length === 0)).toBe(true);

  const [first] = await demoDirectory(request);
  const one = await request.get(`/api/health/registers?organizationId=${first!.organization.id}`);
  const rows = (await one.json()) as Row[];
  expect(rows).toHaveLength(first!.cashboxes.length);
});

test('refuses an unknown filter value with problem+json', async ({ request }) => {
  const response = await request.get('/api/health/registers?reason=broken');
  expect(response.status()).toBe(400);
  expect(response.headers()['content-type']).toContain('application/problem+json');
  expect((await response.json()).type).toBe('urn:ofd-console:problem:invalid-request');
});
