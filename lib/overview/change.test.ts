import { describe, expect, it } from 'vitest';
import { changeOf, toneOf } from './change';

describe('change against the compared period', () => {
  it('gives the difference, the percentage and the direction', () => {
    expect(changeOf(150_00, 100_00)).toEqual({ delta: 50_00, percent: 50, direction: 'up' });
    expect(changeOf(50, 100)).toEqual({ delta: -50, percent: -50, direction: 'down' });
    expect(changeOf(7, 7)).toEqual({ delta: 0, percent: 0, direction: 'same' });
    expect(changeOf(10, 0).percent).toBeNull();
    // Net may be negative: the percentage is against its size, so a smaller loss reads as a rise.
    expect(changeOf(-50, -100).percent).toBe(50);
  });

  it('colours more returns as bad news and more income as good', () => {
    expect(toneOf('income', changeOf(2, 1))).toBe('good');
    expect(toneOf('returns', changeOf(2, 1))).toBe('bad');
    expect(toneOf('returns', changeOf(1, 2))).toBe('good');
    expect(toneOf('net', changeOf(1, 1))).toBe('neutral');
  });
});
