import { BoundedCache } from '@/lib/process/bounded-cache';

type Kept<T> = { value: Promise<T>; until?: number };

/**
 * One value, loaded on demand and reused for `ttlMs`: the one cache shape (BoundedCache) with a
 * single entry. Callers that arrive while a load runs share it; a failed load is not kept, so the
 * next caller tries again. `keepFor` may shorten the life of a value once it is known (a partial
 * answer is worth keeping less long than a whole one). Keep it in `processShared`, so every bundle
 * reads the same one.
 */
export function ttlCache<T>(
  load: () => Promise<T>,
  ttlMs: number,
  { now = () => Date.now(), keepFor }: { now?: () => number; keepFor?: (value: T) => number } = {},
) {
  const cache = new BoundedCache<'value', Kept<T>>({ max: 1, ttlMs, now });
  return {
    get(): Promise<T> {
      const kept = cache.get('value');
      if (kept && !(kept.until !== undefined && now() >= kept.until)) return kept.value;
      const startedAt = now();
      const entry: Kept<T> = { value: load() };
      cache.set('value', entry, startedAt);
      entry.value.then(
        (value) => {
          if (keepFor) entry.until = startedAt + Math.min(ttlMs, keepFor(value));
        },
        () => {
          if (cache.get('value') === entry) cache.delete('value');
        },
      );
      return entry.value;
    },
    clear() {
      cache.clear();
    },
  };
}
