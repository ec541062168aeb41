import type { ShopKind } from './catalogue';
import type { Rng } from './prng';

// When customers come: a flat background plus rush hours (morning coffee, lunch, the way home).
// Times are seconds of the day; the result is strictly increasing so that every document of a
// drive has its own second.

type Peak = { centre: number; halfWidth: number; weight: number };

const HOUR = 3600;
const PEAKS: Record<'coffee' | 'other', Peak[]> = {
  coffee: [
    { centre: 9 * HOUR, halfWidth: 1.5 * HOUR, weight: 0.35 },
    { centre: 13.5 * HOUR, halfWidth: HOUR, weight: 0.2 },
  ],
  other: [
    { centre: 13 * HOUR, halfWidth: 1.25 * HOUR, weight: 0.2 },
    { centre: 18.5 * HOUR, halfWidth: 1.5 * HOUR, weight: 0.3 },
  ],
};

export function sampleTimes(
  rng: Rng,
  kind: ShopKind,
  count: number,
  from: number,
  to: number,
): number[] {
  const peaks = PEAKS[kind === 'coffee' ? 'coffee' : 'other'];
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    let roll = rng.next();
    let t = from + rng.next() * (to - from);
    for (const peak of peaks) {
      roll -= peak.weight;
      if (roll < 0) {
        // Triangular around the peak: the mean of two uniforms.
        const peaked = peak.centre + (rng.next() + rng.next() - 1) * peak.halfWidth;
        // A rush hour outside opening hours falls back to the flat background.
        if (peaked >= from && peaked <= to) t = peaked;
        break;
      }
    }
    times.push(Math.min(to, Math.max(from, Math.floor(t))));
  }
  times.sort((a, b) => a - b);
  // Spread ties forward one second at a time, then pull the tail back under `to`.
  for (let i = 0; i < times.length; i++) {
    const prev = i === 0 ? from - 1 : (times[i - 1] ?? from);
    if ((times[i] ?? 0) <= prev) times[i] = prev + 1;
  }
  for (let i = times.length - 1; i >= 0; i--) {
    const limit = i === times.length - 1 ? to : (times[i + 1] ?? to) - 1;
    if ((times[i] ?? 0) > limit) times[i] = limit;
  }
  return times;
}
