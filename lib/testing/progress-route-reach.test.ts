import { describe, expect, it } from 'vitest';
import { cruiseRepository, projectModules } from './cruise';

// What the documents' progress route loads (docs/layout.md, "The documents slice"): every module
// it reaches is compiled into its bundle and evaluated on its first request. It must never reach
// the health board, nor of the alerts more than their tables' statements, which the app database's
// list of migrations names (the sign-in check of every route opens that database). It must not
// grow either: the ceiling is what it reaches today, lowered when a cut lands. The aim is 70; in
// the way stand the wire's schemas, transport and operator adapters (49 modules, through operator
// access), the sign-in check (15 in lib/auth and lib/app-database) and the documents' server
// part, whole through its one entry (34).

const ROUTE = 'app/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/progress/route.ts';
const CEILING = 142;
const ALERTS_TABLES = /^lib\/alerts\/server\/(migrations|tables)[.]ts$/;

describe('the documents progress route', () => {
  it('reaches no health board, of the alerts only their tables, and no more than its ceiling', async () => {
    const reached = projectModules(await cruiseRepository([ROUTE]));
    expect(reached).toContain(ROUTE);
    const elsewhere = reached.filter((path) => /^lib\/(alerts|health)\//.test(path));
    expect(elsewhere.filter((path) => !ALERTS_TABLES.test(path))).toEqual([]);
    expect(reached.length).toBeLessThanOrEqual(CEILING);
  });
});
