import { describe, expect, it } from 'vitest';
import { setUpFakeOperator } from '@/lib/testing/fake-upstream';
import { checkUpstream } from './health';

const upstream = setUpFakeOperator('health', (_req, res) => res.writeHead(401).end());

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
