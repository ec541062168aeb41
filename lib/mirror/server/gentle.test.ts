import { describe, expect, it } from 'vitest';
import { harnessPerTest } from '../testing/harness-per-test';
import { sentAt, shortestSpanMs } from '../testing/sent-at';

// How the mirror treats the operator: one request budget, 429 and Retry-After honoured, backoff on
// 5xx, and rejected credentials stop it without another call. The harness records each wait
// instead of sleeping it, so these tests check what the mirror waited, not how long they ran.

const startHarness = harnessPerTest();

const BY_PERIOD = /by-period$/;

describe('mirror and the operator', { timeout: 90_000 }, () => {
  it('honours 429 with Retry-After: waits as asked, then goes on and copies everything', async () => {
    const h = await startHarness();
    h.standIn.fault({ status: 429, headers: { 'retry-after': '7' }, path: BY_PERIOD });
    const result = await h.pass();
    expect(h.upstream.counters.throttled).toBe(1);
    // The pause is the operator's: about 7 s (minus the moments already gone), never less than 6.
    expect(Math.max(...h.waits)).toBeGreaterThan(6000);
    expect(Math.max(...h.waits)).toBeLessThanOrEqual(7000);
    expect(result.lines.every((l) => l.error === null)).toBe(true);
    const stored = result.lines.reduce((sum, l) => sum + (l.result?.stored ?? 0), 0);
    const visible = h.world.cashboxes.reduce(
      (n, c) => n + h!.standIn.visible(c.regNumber).length,
      0,
    );
    expect(stored).toBe(visible);
  });

  it('backs off after a 5xx and retries the same page', async () => {
    const h = await startHarness();
    h.standIn.fault({ status: 503, path: BY_PERIOD });
    h.standIn.fault({ status: 502, path: BY_PERIOD });
    const result = await h.pass();
    expect(h.upstream.counters.retried).toBe(2);
    expect(h.waits).toHaveLength(2);
    expect(result.lines.every((l) => l.error === null)).toBe(true);
  });

  it('gives a register up for this pass after repeated 5xx and says so in its status', async () => {
    const h = await startHarness();
    const rnm = h.world.cashboxes[0]!.regNumber;
    const path = new RegExp(`/${rnm}/documents/by-period$`);
    for (let i = 0; i < 5; i++) h.standIn.fault({ status: 500, path });
    const result = await h.pass();
    const failed = result.lines.filter((l) => l.error);
    expect(failed.map((l) => l.regNumber)).toEqual([rnm]);
    // A backoff wait between each two of the five tries.
    expect(h.waits).toHaveLength(4);
    expect(failed[0]).toMatchObject({ state: 'error', error: 'the operator answered 500' });
    const status = (await h.mirror.listStatus()).find((s) => s.regNumber === failed[0]!.regNumber);
    expect(status).toMatchObject({ state: 'error', error: 'the operator answered 500' });
  });

  it('stops at rejected credentials: no further call, and every register says why', async () => {
    const h = await startHarness();
    await h.pass();
    h.standIn.rejectCredentials();
    const before = h.standIn.requests.length;
    const second = await h.pass();
    expect(second.credentialsRejected).toBe(true);
    expect(h.standIn.requests.length - before).toBe(1);
    const statuses = await h.mirror.listStatus();
    expect(statuses.length).toBe(h.world.cashboxes.length);
    expect(statuses.every((s) => s.state === 'credentials-rejected')).toBe(true);
    expect(statuses[0]?.error).toMatch(/rejected the credentials \(HTTP 401\)/);
    // The same mirror asks nothing more until it is restarted with new credentials.
    await h.pass();
    expect(h.standIn.requests.length - before).toBe(1);
  });

  it('stops when credentials are rejected in the middle of a pass', async () => {
    const h = await startHarness();
    h.standIn.fault({ status: 401, path: BY_PERIOD });
    const result = await h.pass();
    expect(result.credentialsRejected).toBe(true);
    const pages = h.standIn.requests.filter((r) => BY_PERIOD.test(r.path));
    // The concurrency cap (2) bounds the calls already under way when the 401 came.
    expect(pages.length).toBeLessThanOrEqual(2);
  });

  it('keeps to its request budget across registers', async () => {
    const h = await startHarness({ maxRps: 4 });
    const times = await sentAt(() => h.pass());
    expect(times.length).toBe(h.standIn.requests.length);
    expect(times.length).toBeGreaterThan(12);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(shortestSpanMs(times.length, 4));
  });
});
