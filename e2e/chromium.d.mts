export function findChromium(): { path: string; bundled: boolean } | null;
export const chromiumArgs: string[];
