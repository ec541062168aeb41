export function skippedReport(
  env: Record<string, string | undefined>,
  root?: string,
): { fail: boolean; line: string };
