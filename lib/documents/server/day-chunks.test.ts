import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipToPermission, dayChunks, type DayChunk } from './day-chunks';

// Test-side second arithmetic, independent of the module: epoch seconds read as UTC wall clock.
const toSeconds = (t: string) => Date.parse(`${t}Z`) / 1000;
const fromSeconds = (s: number) => new Date(s * 1000).toISOString().slice(0, 19);

const covering = (chunks: DayChunk[], second: number) =>
  chunks.filter((c) => toSeconds(c.from) <= second && second <= toSeconds(c.to)).length;

describe('dayChunks', () => {
  it('splits a period crossing two midnights into three chunks', () => {
    expect(dayChunks({ from: '2024-02-28T22:15:00', to: '2024-03-01T01:00:59' })).toEqual([
      { day: '2024-02-28', from: '2024-02-28T22:15:00', to: '2024-02-28T23:59:59' },
      { day: '2024-02-29', from: '2024-02-29T00:00:00', to: '2024-02-29T23:59:59' },
      { day: '2024-03-01', from: '2024-03-01T00:00:00', to: '2024-03-01T01:00:59' },
    ]);
  });

  it('gives one chunk for a single second and none for an inverted period', () => {
    expect(dayChunks({ from: '2024-05-01T12:00:00', to: '2024-05-01T12:00:00' })).toHaveLength(1);
    expect(dayChunks({ from: '2024-05-02T00:00:00', to: '2024-05-01T23:59:59' })).toEqual([]);
  });

  it('covers every second of a short period across midnight exactly once (exhaustive)', () => {
    const from = '2023-12-31T22:30:00';
    const to = '2024-01-01T01:10:00';
    const chunks = dayChunks({ from, to });
    for (let s = toSeconds(from) - 5; s <= toSeconds(to) + 5; s++) {
      const inside = s >= toSeconds(from) && s <= toSeconds(to);
      expect(covering(chunks, s)).toBe(inside ? 1 : 0);
    }
  });

  it('covers every second of any period exactly once (property)', () => {
    const base = toSeconds('2019-01-01T00:00:00');
    const span = 12 * 366 * 86_400;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: span }),
        fc.integer({ min: 0, max: 40 * 86_400 }),
        fc.array(fc.integer({ min: -2 * 86_400, max: 42 * 86_400 }), { maxLength: 40 }),
        (start, length, probes) => {
          const from = fromSeconds(base + start);
          const to = fromSeconds(base + start + length);
          const chunks = dayChunks({ from, to });
          // Ends and contiguity: no gap and no overlap between neighbours.
          expect(chunks[0]?.from).toBe(from);
          expect(chunks.at(-1)?.to).toBe(to);
          chunks.forEach((chunk, i) => {
            expect(chunk.from.slice(0, 10)).toBe(chunk.day);
            expect(chunk.to.slice(0, 10)).toBe(chunk.day);
            expect(chunk.from <= chunk.to).toBe(true);
            const next = chunks[i + 1];
            if (next) expect(toSeconds(next.from)).toBe(toSeconds(chunk.to) + 1);
          });
          // Probes around and inside the period: inside exactly once, outside never.
          for (const offset of [0, length, ...probes]) {
            const second = base + start + offset;
            expect(covering(chunks, second)).toBe(offset >= 0 && offset <= length ? 1 : 0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('clipToPermission', () => {
  const window = { from: '2024-03-10T14:20:05', to: '2024-04-02T09:00:00' };

  it('clips an overlapping range at second precision and says so', () => {
    expect(clipToPermission('2024-03-01', '2024-03-31', window)).toEqual({
      from: '2024-03-10T14:20:05',
      to: '2024-03-31T23:59:59',
      clipped: true,
    });
    expect(clipToPermission('2024-03-31', '2024-04-05', window)).toEqual({
      from: '2024-03-31T00:00:00',
      to: '2024-04-02T09:00:00',
      clipped: true,
    });
  });

  it('keeps a range inside the window whole', () => {
    expect(clipToPermission('2024-03-11', '2024-03-12', window)).toEqual({
      from: '2024-03-11T00:00:00',
      to: '2024-03-12T23:59:59',
      clipped: false,
    });
  });

  it('refuses a range wholly outside', () => {
    expect(clipToPermission('2024-03-01', '2024-03-09', window)).toBeNull();
    expect(clipToPermission('2024-04-03', '2024-04-30', window)).toBeNull();
  });
});
