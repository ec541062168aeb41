import { scaleNow } from '../load-scale.mjs';

// A quiet machine's timeout, multiplied by the load scale (e2e/load-scale.mjs): the run's, chosen
// once by playwright.config.ts, or the machine's load now if that is higher (docs/testing.md).
export function scaled(ms: number): number {
  return ms * scaleNow();
}
