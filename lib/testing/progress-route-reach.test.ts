import { describe, expect, it } from 'vitest';
import { cruiseRepository, projectModules } from './cruise';

// What the documents' progress route loads (docs/layout.md, "The documents slice"): every module
// it reaches is compiled into its bundle and evaluated on its first request. It must never reach
// the health board, nor of the alerts more than their tables' statements, which the app database's
// list of migrations names (the sign-in check of every route opens that database). It must not
// grow either: the ceiling is what it reaches today, lowered when a cut lands. It loads through
// the server part's narrow entry (lib/documents/server/progress.ts), without the answers over a
// loaded period. The aim is 70, missed: the door every route passes (53: the sign-in check with
// the app database and its migrations, rate limits, problems, metrics, settings), the wire's
// transport with the Taxcom and OFD.ru adapters and the copy's days for an outage (26 more), and the load itself (the rest: the
// engine and its day fetchers, the register's records through operator access, the reading of a
// day with the document schema that names why an element is unreadable, and the count of a
// period the mirror's copy holds, from its tables).

const ROUTE = 'app/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/progress/route.ts';
const CEILING = 141;
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
