export const POSTGRES_SUITE: string[];
