import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDays, periods } from '@/lib/testing/arbitraries';
import { presetIds } from './preset-ids';
import { clipRange } from './calendar';
import { getPresets, matchingPreset, presetRange } from './presets';

const byId = (today: string, window: { from: string; to: string }) =>
  Object.fromEntries(getPresets(today, window).map((p) => [p.id, p.range]));

describe('date-range presets', () => {
  const window = { from: '2024-01-10', to: '2024-06-20' };

  it('computes each preset inside a wide window', () => {
    expect(byId('2024-03-15', window)).toEqual({
      today: { from: '2024-03-15', to: '2024-03-15' },
      yesterday: { from: '2024-03-14', to: '2024-03-14' },
      last7Days: { from: '2024-03-09', to: '2024-03-15' },
      // 2024-03-15 is a Friday: last week ran Monday 4 to Sunday 10 March.
      lastWeek: { from: '2024-03-04', to: '2024-03-10' },
      thisMonth: { from: '2024-03-01', to: '2024-03-15' },
      lastMonth: { from: '2024-02-01', to: '2024-02-29' },
      wholeWindow: window,
    });
  });

  it('takes last week as Monday to Sunday whatever day today is', () => {
    const window = { from: '2020-01-01', to: '2030-01-01' };
    for (const today of ['2026-11-23', '2026-11-25', '2026-11-29']) {
      expect(presetRange('lastWeek', today, window)).toEqual({
        from: '2026-11-16',
        to: '2026-11-22',
      });
    }
    expect(presetRange('lastWeek', '2026-11-30', window).from).toBe('2026-11-23');
  });

  it('clips at the start of the window', () => {
    const p = byId('2024-01-12', window);
    expect(p.last7Days).toEqual({ from: '2024-01-10', to: '2024-01-12' });
    expect(p.thisMonth).toEqual({ from: '2024-01-10', to: '2024-01-12' });
    expect(p.lastMonth).toBeNull();
  });

  it('clips at the end of the window and disables what lies after it', () => {
    const p = byId('2024-07-03', window);
    expect(p.today).toBeNull();
    expect(p.yesterday).toBeNull();
    expect(p.last7Days).toBeNull();
    expect(p.thisMonth).toBeNull();
    expect(p.lastMonth).toEqual({ from: '2024-06-01', to: '2024-06-20' });
    expect(p.wholeWindow).toEqual(window);
  });

  it('crosses month and year boundaries, leap or not', () => {
    const wide = { from: '2000-01-01', to: '2100-12-31' };
    expect(byId('2024-03-01', wide).yesterday).toEqual({ from: '2024-02-29', to: '2024-02-29' });
    expect(byId('2023-03-01', wide).yesterday).toEqual({ from: '2023-02-28', to: '2023-02-28' });
    expect(byId('2024-03-03', wide).last7Days).toEqual({ from: '2024-02-26', to: '2024-03-03' });
    expect(byId('2024-01-05', wide).lastMonth).toEqual({ from: '2023-12-01', to: '2023-12-31' });
    expect(byId('2100-03-10', wide).lastMonth).toEqual({ from: '2100-02-01', to: '2100-02-28' });
    expect(byId('2024-01-01', wide).last7Days).toEqual({ from: '2023-12-26', to: '2024-01-01' });
  });

  it('disables everything for an empty window', () => {
    const presets = getPresets('2024-03-15', { from: '2024-03-20', to: '2024-03-10' });
    expect(presets.every((p) => p.range === null)).toBe(true);
  });

  it('recognises the preset that produced a range', () => {
    const presets = getPresets('2024-03-15', window);
    expect(matchingPreset(presets, { from: '2024-02-01', to: '2024-02-29' })).toBe('lastMonth');
    expect(matchingPreset(presets, { from: '2024-02-01', to: '2024-02-28' })).toBeNull();
    expect(matchingPreset(presets, null)).toBeNull();
  });

  it('clips ranges touching the window on one day', () => {
    expect(clipRange({ from: '2024-01-01', to: '2024-01-10' }, window)).toEqual({
      from: '2024-01-10',
      to: '2024-01-10',
    });
    expect(clipRange({ from: '2024-01-01', to: '2024-01-09' }, window)).toBeNull();
  });

  const day = calendarDays('2019-01-01', '2026-12-31');
  const windowArb = periods(day);

  it('keeps every enabled preset inside the window with from ≤ to', () => {
    fc.assert(
      fc.property(day, windowArb, (today, w) => {
        for (const { range } of getPresets(today, w)) {
          if (!range) continue;
          expect(range.from <= range.to).toBe(true);
          expect(range.from >= w.from && range.to <= w.to).toBe(true);
        }
      }),
    );
  });

  it('disables a preset exactly when it misses the window, and only shrinks it', () => {
    fc.assert(
      fc.property(day, windowArb, (today, w) => {
        const clipped = getPresets(today, w);
        for (const id of presetIds) {
          const raw = presetRange(id, today, w);
          const range = clipped.find((p) => p.id === id)?.range;
          const disjoint = raw.to < w.from || raw.from > w.to;
          expect(range === null).toBe(disjoint);
          if (range) expect(range.from >= raw.from && range.to <= raw.to).toBe(true);
        }
      }),
    );
  });
});

describe('overview presets', () => {
  it('reads weeks from Monday and the last 30 days counting today', () => {
    const window = { from: '2020-01-01', to: '2030-12-31' };
    // 2026-11-23 is a Monday, 2026-11-26 a Thursday and 2026-11-29 a Sunday.
    for (const [id, today, from, to] of [
      ['thisWeek', '2026-11-26', '2026-11-23', '2026-11-26'],
      ['thisWeek', '2026-11-23', '2026-11-23', '2026-11-23'],
      ['lastWeek', '2026-11-26', '2026-11-16', '2026-11-22'],
      ['lastWeek', '2026-11-29', '2026-11-16', '2026-11-22'],
      ['last30Days', '2026-11-26', '2026-10-28', '2026-11-26'],
    ] as const) {
      expect(presetRange(id, today, window), `${id} on ${today}`).toEqual({ from, to });
    }
  });
});
