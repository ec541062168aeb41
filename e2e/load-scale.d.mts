export function scaleFor(loadAverage: number, cores: number): number;
export function timeoutScale(env?: Record<string, string | undefined>): number;
