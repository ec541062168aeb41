import { describe, expect, it } from 'vitest';
import { inTurn, type InFlight } from './in-flight';

describe('calls in flight', () => {
  it('never runs more than the limit at once, and runs every call', async () => {
    const state: InFlight = { active: 0, waiting: [] };
    let most = 0;
    const call = (n: number) =>
      inTurn(state, 2, async () => {
        most = Math.max(most, state.active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return n;
      });
    expect(await Promise.all([1, 2, 3, 4, 5].map(call))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(state).toEqual({ active: 0, waiting: [] });
  });

  it('gives the turn on when a call fails', async () => {
    const state: InFlight = { active: 0, waiting: [] };
    const failing = inTurn(state, 1, () => Promise.reject(new Error('refused')));
    const next = inTurn(state, 1, async () => 'next');
    await expect(failing).rejects.toThrow('refused');
    expect(await next).toBe('next');
  });
});
