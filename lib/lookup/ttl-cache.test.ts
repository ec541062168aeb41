import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('shares a load in flight, keeps its value for ttlMs, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = ttlCache(
      async () => ++loads,
      1000,
      () => clock,
    );
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    clock = 999;
    expect(await cache.get()).toBe(1);
    clock = 1000;
    expect(await cache.get()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = ttlCache(async () => {
      if (fail) throw new Error('away');
      return 'back';
    }, 60_000);
    await expect(cache.get()).rejects.toThrow('away');
    fail = false;
    expect(await cache.get()).toBe('back');
  });
});
