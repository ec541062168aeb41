import { describe, expect, it } from 'vitest';
import { Rng } from './prng';

describe('Rng', () => {
  it('repeats a stream for the same seed and label, and differs across labels and seeds', () => {
    const draw = (seed: number, label: string) => {
      const rng = new Rng(seed, label);
      return Array.from({ length: 8 }, () => rng.uint32());
    };
    expect(draw(1, 'a')).toEqual(draw(1, 'a'));
    expect(draw(1, 'a')).not.toEqual(draw(1, 'b'));
    expect(draw(1, 'a')).not.toEqual(draw(2, 'a'));
  });

  it('gives a thousand neighbouring seeds a thousand different streams', () => {
    const starts = new Set<string>();
    for (let seed = -500; seed < 500; seed++) {
      const rng = new Rng(seed, 'documents');
      starts.add(`${rng.uint32()}:${rng.uint32()}`);
    }
    expect(starts.size).toBe(1000);
  });

  it('keeps int() inside its inclusive bounds and reaches both ends', () => {
    const rng = new Rng(3, 'int');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rng.int(-2, 3));
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  it('spreads draws evenly enough for a demo (each decile within 20% of its share)', () => {
    const rng = new Rng(5, 'uniform');
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) buckets[Math.floor(rng.next() * 10)]! += 1;
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(400);
  });

  it('draws 48-bit integers and version-4 GUIDs', () => {
    const rng = new Rng(9, 'big');
    const values = Array.from({ length: 200 }, () => rng.bigInt(2 ** 32, 2 ** 48 - 1));
    expect(values.every((v) => Number.isSafeInteger(v) && v >= 2 ** 32 && v <= 2 ** 48 - 1)).toBe(
      true,
    );
    expect(rng.guid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
