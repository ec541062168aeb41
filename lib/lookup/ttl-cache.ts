import { BoundedCache } from '@/lib/process/bounded-cache';

/**
 * One value, loaded on demand and reused for `ttlMs`: the one cache shape (BoundedCache) with a
 * single entry. Callers that arrive while a load runs share it; a failed load is not kept, so the
 * next caller tries again. Keep it in `processShared`, so every bundle reads the same one.
 */
export function ttlCache<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  const cache = new BoundedCache<'value', Promise<T>>({ max: 1, ttlMs, now });
  return {
    get(): Promise<T> {
      const kept = cache.get('value');
      if (kept) return kept;
      const value = load();
      cache.set('value', value);
      value.catch(() => {
        if (cache.get('value') === value) cache.delete('value');
      });
      return value;
    },
    clear() {
      cache.clear();
    },
  };
}
