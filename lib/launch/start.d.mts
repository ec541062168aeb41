export function newestSource(root: string, entry: string): number;
export function buildReason(root?: string): string | null;
export function checkSettings(env?: NodeJS.ProcessEnv): number;
