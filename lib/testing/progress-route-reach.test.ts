import { describe, expect, it } from 'vitest';
import { cruiseRepository, projectModules } from './cruise';

// What the documents' progress route loads (docs/layout.md, "The documents slice"): every module
// it reaches is compiled into its bundle and evaluated on its first request. It must never reach
// the alerts or the health board, which it has no use for, and it must not grow: the ceiling is
// what it reaches today, lowered when a cut lands. The aim is 70; in the way stand the wire's
// schemas and transport (40 modules, through operator access), the sign-in check of every route
// (14, lib/auth) and the documents' server part, whole through its one entry (37).

const ROUTE = 'app/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/progress/route.ts';
const CEILING = 129;

describe('the documents progress route', () => {
  it('reaches no alerts, no health board, and no more modules than its ceiling', async () => {
    const reached = projectModules(await cruiseRepository([ROUTE]));
    expect(reached).toContain(ROUTE);
    expect(reached.filter((path) => /^lib\/(alerts|health)(\/|[.]ts$)/.test(path))).toEqual([]);
    expect(reached.length).toBeLessThanOrEqual(CEILING);
  });
});
