import { describe, expect, it } from 'vitest';
import { loadDirectory } from './directory';
import { mapWithLimit } from './map-limit';
import { ttlCache } from './ttl-cache';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapWithLimit', () => {
  it('keeps input order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const result = await mapWithLimit([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      for (let i = 0; i < n; i++) await tick();
      running -= 1;
      return n * 10;
    });
    expect(result).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(peak).toBe(3);
  });

  it('handles an empty list', async () => {
    expect(await mapWithLimit([], 4, async () => 1)).toEqual([]);
  });
});

describe('loadDirectory', () => {
  it('asks for the registers of every organization, a bounded number at a time', async () => {
    const orgs = Array.from({ length: 9 }, (_, i) => ({ id: `org-${i}` }));
    let inFlight = 0;
    let peak = 0;
    const directory = await loadDirectory(
      {
        listOrganizations: async () => orgs,
        listRegisters: async (id) => {
          inFlight += 1;
          peak = Math.max(peak, inFlight);
          await tick();
          inFlight -= 1;
          return [`${id}/rnm`];
        },
      },
      2,
    );
    expect(directory.map((e) => e.registers)).toEqual(orgs.map((o) => [`${o.id}/rnm`]));
    expect(peak).toBe(2);
  });

  it('keeps an organization whose connection is down with no registers, without asking for them', async () => {
    const asked: string[] = [];
    const directory = await loadDirectory({
      listOrganizations: async () => [
        { id: 'org-1' },
        { id: 'taxcom:-', operator: 'Такском', unavailable: 'unavailable' },
      ],
      listRegisters: async (id) => {
        asked.push(id);
        return [`${id}/rnm`];
      },
    });
    expect(asked).toEqual(['org-1']);
    expect(directory.map((e) => [e.organization.id, e.registers])).toEqual([
      ['org-1', ['org-1/rnm']],
      ['taxcom:-', []],
    ]);
  });
});

describe('ttlCache', () => {
  /** A cache of the load's count, kept 1000 ms on a clock the test sets. */
  function countingCache(keepFor?: (value: number) => number) {
    const clock = { now: 0 };
    let loads = 0;
    const cache = ttlCache(async () => ++loads, 1000, { now: () => clock.now, keepFor });
    return { cache, clock };
  }

  it('reuses a value until it expires and shares a load in flight', async () => {
    const { cache, clock } = countingCache();
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    clock.now = 999;
    expect(await cache.get()).toBe(1);
    clock.now = 1000;
    expect(await cache.get()).toBe(2);
  });

  it('forgets a failed load so the next caller tries again', async () => {
    let fail = true;
    const cache = ttlCache(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    }, 60_000);
    await expect(cache.get()).rejects.toThrow('down');
    fail = false;
    expect(await cache.get()).toBe('ok');
  });

  it('keeps a value for less time when keepFor says so, once it is known', async () => {
    // Odd loads are partial (kept 100 ms), even ones whole (kept the full 1000 ms).
    const { cache, clock } = countingCache((value) => (value % 2 === 1 ? 100 : Infinity));
    expect(await cache.get()).toBe(1);
    clock.now = 99;
    expect(await cache.get()).toBe(1);
    clock.now = 100;
    expect(await cache.get()).toBe(2);
    clock.now = 1099;
    expect(await cache.get()).toBe(2);
    clock.now = 1100;
    expect(await cache.get()).toBe(3);
  });
});
