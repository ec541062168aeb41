// A quiet machine's timeout, multiplied by the run's load scale (e2e/load-scale.mjs, chosen once by
// playwright.config.ts and handed to the workers in E2E_TIMEOUT_SCALE; docs/testing.md).
export function scaled(ms: number): number {
  return ms * Number(process.env.E2E_TIMEOUT_SCALE || 1);
}
