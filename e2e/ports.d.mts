export const PORT_OFFSETS: number[];
export function e2ePort(env?: NodeJS.ProcessEnv): number;
