/**
 * One value, loaded on demand and reused for `ttlMs`. Callers that arrive while a load runs share
 * it; a failed load is not kept, so the next caller tries again.
 */
export function ttlCache<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let entry: { at: number; value: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      if (entry && now() - entry.at < ttlMs) return entry.value;
      const value = load();
      const current = { at: now(), value };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = undefined;
      });
      return value;
    },
    clear() {
      entry = undefined;
    },
  };
}
