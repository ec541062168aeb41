import { describe, expect, it } from 'vitest';
import { scaleFor, scaleNow, timeoutScale } from '../../e2e/load-scale.mjs';

// The browser tests' timeouts grow with the machine's load: once per run, then per test when the
// load has grown since (e2e/load-scale.mjs).

describe('the browser tests scale their timeouts by the load', () => {
  it.each([
    ['an idle machine stays at 1', 0.5, 2, 1],
    ['three per core is still quiet', 6, 2, 1],
    ['the scale grows with the load per core', 12, 2, 2],
    ['it grows to at most 4', 30, 2, 4],
    ['more cores carry more load', 30, 16, 1],
  ])('%s: a load of %s on %s cores scales by %s', (_case, load, cores, scale) => {
    expect(scaleFor(load, cores)).toBe(scale);
  });

  it('chooses once and hands the choice on to the workers', () => {
    const env: Record<string, string | undefined> = {};
    const scale = timeoutScale(env);
    expect(env.E2E_TIMEOUT_SCALE).toBe(String(scale));
    env.E2E_TIMEOUT_SCALE = '2.5';
    expect(timeoutScale(env)).toBe(2.5);
  });

  it.each([
    ['a run chosen at ×1 grows when the load rises to 12 on 2 cores', '1', 12, 2],
    ['a run chosen at ×3 keeps ×3 when the load has fallen', '3', 2, 3],
    ['a run at ×1.5 grows to the load at 24 on 2 cores', '1.5', 24, 4],
  ])('a test takes the higher of the run and the load now: %s', (_case, run, load, scale) => {
    expect(scaleNow({ E2E_TIMEOUT_SCALE: run }, load, 2)).toBe(scale);
  });
});
