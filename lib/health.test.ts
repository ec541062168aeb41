import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOperator, type FakeUpstream } from '@/lib/testing/fake-upstream';
import { checkUpstream } from './health';

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeOperator('health', (_req, res) => res.writeHead(401).end());
});
afterAll(() => upstream.close());

describe('health probe', () => {
  it('asks the operator at most once per few seconds, however often health is asked', async () => {
    const start = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => checkUpstream(3000, start + i * 100)),
    );
    expect(answers.every((a) => a.upstream.reachable)).toBe(true);
    expect(upstream.requests).toHaveLength(1);
    await checkUpstream(3000, start + 6000);
    expect(upstream.requests).toHaveLength(2);
  });
});
