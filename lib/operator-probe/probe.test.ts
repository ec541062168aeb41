import { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import { ofdGet } from '@/lib/ofd/client';
import { forgetOperatorAnswers } from '@/lib/ofd/reachability';
import { sendJson, setUpFakeOperator } from '@/lib/testing/fake-upstream';
import { checkUpstream } from './probe';

const upstream = setUpFakeOperator('health', (_req, res) => res.writeHead(401).end());
// Each test far from the others' probes, so that none reuses another's answer.
let clock = Date.now() + 10 * 60_000;
const later = () => (clock += 10 * 60_000);
beforeEach(() => forgetOperatorAnswers());

describe('health probe', () => {
  it('asks the operator at most once per few seconds, however often health is asked', async () => {
    const start = later();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => checkUpstream(3000, start + i * 100)),
    );
    expect(answers.every((a) => a.upstream.reachable)).toBe(true);
    expect(answers[0]!.upstream.source).toBe('probe');
    expect(upstream.requests).toHaveLength(1);
    await checkUpstream(3000, start + 6000);
    expect(upstream.requests).toHaveLength(2);
  });

  it('takes a 5xx for an operator that is not reachable', async () => {
    upstream.handle((_req, res) => res.writeHead(503).end());
    const health = await checkUpstream(3000, later());
    expect(health).toMatchObject({ status: 'degraded', upstream: { reachable: false } });
  });
});

describe('health after a real call', () => {
  it("reports the dashboard's last real call and asks nothing itself", async () => {
    upstream.handle((_req, res) => sendJson(res, 200, []));
    await runAsSystem(() => ofdGet({ path: '/v2/organizations', schema: z.array(z.unknown()) }));
    upstream.handle((_req, res) => res.writeHead(503).end());
    const health = await checkUpstream(3000, Date.now());
    expect(health).toMatchObject({ status: 'ok', upstream: { reachable: true, source: 'call' } });
    expect(upstream.requests).toHaveLength(0);
  });

  it('reports a real call that found the operator away', async () => {
    upstream.handle((_req, res) => res.writeHead(503).end());
    const call = runAsSystem(() =>
      ofdGet(
        { path: '/v2/organizations', schema: z.array(z.unknown()) },
        { maxAttempts: 1, deadlineMs: 2000 },
      ),
    );
    await expect(call).rejects.toThrow();
    upstream.handle((_req, res) => res.writeHead(401).end());
    const health = await checkUpstream(3000, Date.now());
    expect(health).toMatchObject({
      status: 'degraded',
      upstream: { reachable: false, source: 'call' },
    });
    expect(upstream.requests).toHaveLength(0);
  });
});
