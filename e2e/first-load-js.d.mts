export const BUDGET_KB: number;
export const OVER_BUDGET: Record<string, number>;
export type RouteScript = { file: string; gzipKb: number; hint: string };
export type RouteFirstLoad = { route: string; gzipKb: number; scripts: RouteScript[] };
export function measureRoutes(root: string): RouteFirstLoad[];
export function overBudget(
  routes: RouteFirstLoad[],
  limits?: Record<string, number>,
): RouteFirstLoad[];
export function budgetReport(
  routes: RouteFirstLoad[],
  limits?: Record<string, number>,
): { ok: boolean; lines: string[] };
export function routeName(manifestKey: string): string;
