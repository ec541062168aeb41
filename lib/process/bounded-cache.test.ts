import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  it('evicts the least recently used entry beyond its bound', () => {
    const cache = new BoundedCache<string, number>({ max: 2 });
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('setting a kept key again makes it the most recent without growing', () => {
    const cache = new BoundedCache<string, number>({ max: 2 });
    cache.set('a', 1).set('b', 2).set('a', 10).set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([10, undefined, 3]);
  });

  it('serves an entry for ttlMs on the injected clock, then forgets it', () => {
    let now = 1_000;
    const cache = new BoundedCache<string, string>({ max: 10, ttlMs: 100, now: () => now });
    cache.set('k', 'v');
    now = 1_099;
    expect(cache.get('k')).toBe('v');
    now = 1_100;
    expect(cache.has('k')).toBe(false);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('takes the time per call and reads a ttl that follows a setting on every call', () => {
    let ttl = 50;
    const cache = new BoundedCache<string, string>({ max: 10, ttlMs: () => ttl });
    cache.set('k', 'v', 0);
    expect(cache.get('k', 49)).toBe('v');
    ttl = 0;
    expect(cache.get('k', 49)).toBeUndefined();
  });

  it('without a ttl keeps entries until evicted', () => {
    let now = 0;
    const cache = new BoundedCache<string, number>({ max: 1, now: () => now });
    cache.set('a', 1);
    now = Number.MAX_SAFE_INTEGER;
    expect(cache.get('a')).toBe(1);
  });

  it('getOrSet creates once and then serves the kept value', () => {
    const cache = new BoundedCache<string, object>({ max: 4 });
    let made = 0;
    const make = () => ({ n: ++made });
    expect(cache.getOrSet('x', make)).toBe(cache.getOrSet('x', make));
    expect(made).toBe(1);
  });

  it('refuses a bound below one', () => {
    expect(() => new BoundedCache({ max: 0 })).toThrow(RangeError);
  });
});
