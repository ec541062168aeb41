// The label a dashboard request is counted under: the template of the route that serves it, or
// `other`. Never a segment of the path itself, so that metrics stay a fixed set of series however
// many registers and documents are opened or whatever paths a client makes up (`constructor`,
// `__proto__`). The list mirrors app/api; route-label.test.ts fails when a route is added there
// and not here.

export const API_ROUTE_TEMPLATES = [
  '/api/alerts/deliveries',
  '/api/alerts/episodes',
  '/api/alerts/episodes/[id]/acknowledge',
  '/api/alerts/evaluate',
  '/api/alerts/rules',
  '/api/alerts/rules/[id]',
  '/api/alerts/rules/[id]/test',
  '/api/alerts/snoozes',
  '/api/auth/[...all]',
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/api/health/registers',
  '/api/lookup',
  '/api/metrics',
  '/api/mirror/status',
  '/api/organizations',
  '/api/organizations/[orgId]',
  '/api/organizations/[orgId]/cashboxes',
  '/api/organizations/[orgId]/cashboxes/[kktRegId]',
  '/api/organizations/[orgId]/cashboxes/[kktRegId]/documents',
  '/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/[fd]',
  '/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/export',
  '/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/first-rows',
  '/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/neighbours',
  '/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/progress',
  '/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/shifts',
  '/api/organizations/[orgId]/export',
  '/api/overview',
  '/api/overview/export',
  '/api/overview/insights',
  '/api/overview/stream',
  '/api/receipts/search',
  '/api/receipts/search/stream',
] as const;

export const OTHER_ROUTE = 'other';

type Compiled = { template: string; segments: string[]; literals: number };

const COMPILED: Compiled[] = API_ROUTE_TEMPLATES.map((template) => {
  const segments = template.split('/').filter(Boolean);
  return { template, segments, literals: segments.filter((s) => !s.startsWith('[')).length };
});

function matches({ segments }: Compiled, parts: string[]): boolean {
  for (const [i, segment] of segments.entries()) {
    if (segment.startsWith('[...')) return parts.length > i;
    const part = parts[i];
    if (part === undefined) return false;
    if (!segment.startsWith('[') && segment !== part) return false;
  }
  return parts.length === segments.length;
}

export function routeLabel(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  let best: Compiled | undefined;
  for (const route of COMPILED) {
    // A literal segment wins over a parameter (`documents/export` over `documents/[fd]`).
    if (matches(route, parts) && (!best || route.literals > best.literals)) best = route;
  }
  return best?.template ?? OTHER_ROUTE;
}
