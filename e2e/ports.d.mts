export const PORT_OFFSETS: number[];
export function e2ePort(env?: Record<string, string | undefined>): number;
