import { expect, test } from '../support/load-aware-test';
import { DEMO_INTEGRATOR } from '../../lib/demo-credentials';
import { demoDirectory } from '../support/demo-service';
import { addCalendarMonths } from '../../lib/ofd/drive-terms';
import { agedDrive, plantedReasons, plantedWith } from '../support/health-world';

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

test("dates the aged drive's keys from its registration report and its model's term", async ({
  request,
}) => {
  const aged = agedDrive();
  const rows = (await (
    await request.get('/api/health/registers?reason=drive-expiring')
  ).json()) as Row[];
  expect(rows.map((r) => r.kktRegId)).toEqual([aged.rnm]);
  const reason = rows[0]!.reasons.find((r) => r.code === 'drive-expiring')!;
  // A 36-month model, registered (FD 1) long before the stored history; keys end in 20 days.
  expect(reason).toMatchObject({
    severity: 'warning',
    detail: {
      drive: aged.drive,
      registeredAt: aged.registeredAt,
      termMonths: 36,
      validUntil: addCalendarMonths(aged.registeredAt, 36),
    },
  });
  const { daysLeft } = reason.detail as { daysLeft: number };
  expect(daysLeft).toBeGreaterThanOrEqual(18);
  expect(daysLeft).toBeLessThanOrEqual(20);
});

test('refuses an unknown filter value with problem+json', async ({ request }) => {
  const response = await request.get('/api/health/registers?reason=broken');
  expect(response.status()).toBe(400);
  expect(response.headers()['content-type']).toContain('application/problem+json');
  expect((await response.json()).type).toBe('urn:ofd-console:problem:invalid-request');
});
