import { describe, expect, it } from 'vitest';
import { createDayCache, dayKey, isFinishedDay, lastPastDay } from './day-cache';

function clock(start = Date.parse('2024-06-15T12:00:00Z')) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const docs = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('createDayCache', () => {
  it('evicts the least recently used days once the document bound is passed', () => {
    const c = clock();
    const cache = createDayCache<number>({ maxDocuments: 10, ttlMs: 1000, now: c.now });
    cache.set('a', '2024-06-01', docs(4), { final: true });
    cache.set('b', '2024-06-02', docs(4), { final: true });
    expect(cache.get('a')?.documents).toHaveLength(4); // a is now more recent than b
    cache.set('c', '2024-06-03', docs(4), { final: true }); // 12 > 10: b goes, a stays
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats()).toEqual({ entries: 2, documents: 8 });
  });

  it('counts the other drives’ documents a day carries against the bound', () => {
    const cache = createDayCache<number>({ maxDocuments: 10, ttlMs: 1000 });
    cache.set('a', '2024-06-01', docs(3), { final: true, otherDrives: docs(4) });
    expect(cache.stats()).toEqual({ entries: 1, documents: 7 });
    cache.set('b', '2024-06-02', docs(4), { final: true }); // 11 > 10: a goes
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 1, documents: 4 });
  });

  it('evicts as many days as needed for one big day', () => {
    const cache = createDayCache<number>({ maxDocuments: 10, ttlMs: 1000 });
    for (const key of ['a', 'b', 'c']) cache.set(key, '2024-06-01', docs(3), { final: true });
    cache.set('d', '2024-06-04', docs(8), { final: true });
    expect(['a', 'b', 'c', 'd'].map((k) => cache.get(k) !== undefined)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(cache.stats().documents).toBe(8);
  });

  it('hands back but does not keep a day larger than the whole bound', () => {
    const cache = createDayCache<number>({ maxDocuments: 5, ttlMs: 1000 });
    cache.set('small', '2024-06-01', docs(2), { final: true });
    const entry = cache.set('huge', '2024-06-02', docs(6), { final: true });
    expect(entry.documents).toHaveLength(6);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('serves a day that may still grow only until the TTL ends', () => {
    const c = clock();
    const cache = createDayCache<number>({ maxDocuments: 100, ttlMs: 30_000, now: c.now });
    cache.set('open', '2024-06-15', docs(3), { final: false });
    cache.set('closed', '2024-06-10', docs(3), { final: true });
    c.advance(29_999);
    expect(cache.get('open')).toBeDefined();
    c.advance(1);
    expect(cache.get('open')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 1, documents: 3 });
    c.advance(365 * 86_400_000);
    expect(cache.get('closed')?.documents).toHaveLength(3);
  });

  it('replaces a refetched day and gives it a new serial', () => {
    const cache = createDayCache<number>({ maxDocuments: 100, ttlMs: 1000 });
    const first = cache.set('a', '2024-06-01', docs(2), { final: false });
    const second = cache.set('a', '2024-06-01', docs(5), { final: true });
    expect(second.serial).not.toBe(first.serial);
    expect(cache.stats()).toEqual({ entries: 1, documents: 5 });
  });
});

describe('finished days', () => {
  const noon = Date.parse('2024-06-15T12:00:00Z');

  it('counts a day as past only once it has ended in every time zone', () => {
    // 2024-06-14 ends in UTC−12 at 2024-06-15T12:00Z.
    expect(lastPastDay(noon - 1)).toBe('2024-06-13');
    expect(lastPastDay(noon)).toBe('2024-06-14');
  });

  it('needs a past day whose last document is a closed shift', () => {
    expect(isFinishedDay('2024-06-14', 'closeShift', noon)).toBe(true);
    expect(isFinishedDay('2024-06-14', 'receipt', noon)).toBe(false);
    expect(isFinishedDay('2024-06-14', undefined, noon)).toBe(false);
    expect(isFinishedDay('2024-06-15', 'closeShift', noon)).toBe(false);
  });

  it('keys entries by register, drive and day', () => {
    expect(dayKey('0000000001234567', '9999078900001111', '2024-06-01')).not.toBe(
      dayKey('0000000001234567', '9999078900001112', '2024-06-01'),
    );
  });
});
