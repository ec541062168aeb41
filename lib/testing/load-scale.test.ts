import { describe, expect, it } from 'vitest';
import { scaleFor, timeoutScale } from '../../e2e/load-scale.mjs';

// The browser tests' timeouts grow with the machine's load, once per run (e2e/load-scale.mjs).

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
});
