import { describe, expect, it } from 'vitest';
import { scaleFor, timeoutScale } from '../../e2e/load-scale.mjs';

// The browser tests' timeouts grow with the machine's load, once per run (e2e/load-scale.mjs).

describe('the browser tests scale their timeouts by the load', () => {
  it('keeps a quiet machine at 1 and grows with the load per core, to at most 4', () => {
    expect(scaleFor(0.5, 2)).toBe(1);
    expect(scaleFor(6, 2)).toBe(1);
    expect(scaleFor(12, 2)).toBe(2);
    expect(scaleFor(30, 2)).toBe(4);
    expect(scaleFor(30, 16)).toBe(1);
  });

  it('chooses once and hands the choice on to the workers', () => {
    const env: Record<string, string | undefined> = {};
    const scale = timeoutScale(env);
    expect(env.E2E_TIMEOUT_SCALE).toBe(String(scale));
    env.E2E_TIMEOUT_SCALE = '2.5';
    expect(timeoutScale(env)).toBe(2.5);
  });
});
