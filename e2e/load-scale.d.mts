export function scaleFor(loadAverage: number, cores: number): number;
export function timeoutScale(env?: Record<string, string | undefined>): number;
export const EXPECT_MS: number;
export function scaleNow(
  env?: Record<string, string | undefined>,
  loadAverage?: number,
  cores?: number,
): number;
