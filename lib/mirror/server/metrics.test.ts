import { describe, expect, it } from 'vitest';
import { exposition } from '@/lib/metrics/metrics';
import { harnessPerTest } from '../testing/harness-per-test';
import { registerMirrorMetrics } from './metrics';
import type { Mirror } from './open';

const startHarness = harnessPerTest();

describe('mirror metrics', { timeout: 90_000 }, () => {
  it('exposes states, lag and totals with bounded labels, never a register number', async () => {
    const h = await startHarness();
    h.standIn.fault({ status: 429, headers: { 'retry-after': '1' } });
    await h.pass();
    const options = { mirror: h.mirror } as Mirror['options'];
    registerMirrorMetrics({ options, upstream: h.upstream } as Mirror);
    const { body } = await exposition();
    const documents = (await h.mirror.listStatus()).reduce((n, s) => n + s.documents, 0);
    const ok = (await h.mirror.listStatus()).filter((s) => s.state === 'ok').length;
    expect(body).toContain(`ofd_console_mirror_registers{state="ok"} ${ok}`);
    expect(body).toContain(`ofd_console_mirror_figures{kind="documents"} ${documents}`);
    expect(body).toContain('ofd_console_mirror_operator_calls{kind="throttled"} 1');
    expect(body).toMatch(/ofd_console_mirror_lag_seconds \d+/);
    for (const c of h.world.cashboxes) expect(body).not.toContain(c.regNumber);
  });
});
