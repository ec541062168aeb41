export function createAdmin(
  person: { email: string; password: string },
  env: Record<string, string>,
): number | null;
