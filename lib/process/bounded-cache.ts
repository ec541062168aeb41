// The one cache shape: at most `max` entries, each kept for at most `ttlMs` when given.
//
// Least recently used is evicted first. A register read on every page turn, a class list every
// render repeats or a selection re-sorted again is the entry worth keeping; first-in-first-out
// would drop exactly that one once newer, one-off entries pushed it to the front. A JavaScript
// Map keeps insertion order, so a hit moves its key to the back (delete, then set) and the
// eviction takes the first key: O(1) both ways, no library (lru-cache is only a transitive
// dependency here, and ours needs the clock passed per call, which callers that take `now` use).

export type BoundedCacheOptions = {
  /** Entries kept at most; the least recently used goes when one more is set. */
  max: number;
  /** How long an entry is served, in ms; read on every call, so it may follow a setting. */
  ttlMs?: number | (() => number);
  /** The clock when a call names no time (tests inject theirs). */
  now?: () => number;
};

type Entry<V> = { at: number; value: V };

export class BoundedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly max: number;
  private readonly ttl: (() => number) | undefined;
  private readonly clock: () => number;

  constructor(options: BoundedCacheOptions) {
    if (!(options.max >= 1)) throw new RangeError('A bounded cache keeps at least one entry');
    this.max = options.max;
    const { ttlMs } = options;
    this.ttl = ttlMs === undefined ? undefined : typeof ttlMs === 'number' ? () => ttlMs : ttlMs;
    // Date.now looked up per call, so that a test's fake clock installed later is the one read.
    this.clock = options.now ?? (() => Date.now());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value under `key` if kept and still fresh at `now`; a hit makes it the most recent. */
  get(key: K, now: number = this.clock()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.ttl && !(now - entry.at < this.ttl())) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: K, now: number = this.clock()): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && (!this.ttl || now - entry.at < this.ttl());
  }

  /** Keeps `value` from `now` on, evicting the least recently used entries beyond `max`. */
  set(key: K, value: V, now: number = this.clock()): this {
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return this;
  }

  /** The value under `key`, or `create`'s, kept from `now` on: the memo of a derived value. */
  getOrSet(key: K, create: () => V, now: number = this.clock()): V {
    const hit = this.get(key, now);
    if (hit !== undefined) return hit;
    const value = create();
    this.set(key, value, now);
    return value;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
