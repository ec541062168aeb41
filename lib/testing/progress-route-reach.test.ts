import { describe, expect, it } from 'vitest';
import { cruiseRepository, projectModules } from './cruise';

// What the documents' progress route loads (docs/layout.md, "The documents slice"): every module
// it reaches is compiled into its bundle and evaluated on its first request. It must never reach
// the health board nor the alerts: a request's door makes sure only of the app database's tables
// it reads (lib/app-database/door-migrations.ts), every feature's are made at start. It must not
// grow either: the ceiling is what it reaches today, lowered when a cut lands. It loads through
// the server part's narrow entry (lib/documents/server/progress.ts), without the answers over a
// loaded period. The aim is 70, missed: the door every route passes (58: the sign-in check with
// the app database, the door's migrations and the demo people its first start makes, rate limits,
// problems, metrics, settings and the copy's days for an outage; an export's audit and failure
// page are the export routes' own wrapper's), the wire's transport with the Taxcom and OFD.ru
// adapters (24 more: a connection's adapter is chosen by its kind at the call; the two share the
// table of the calls they answer and their schemas' text fields), and the load
// itself (the rest, 55: the engine and its day fetchers, the register's records through operator access, the reading of a day with
// the document schema that names why an element is unreadable, and the count of a period the
// mirror's copy holds, from its tables).

const ROUTE = 'app/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/progress/route.ts';
const CEILING = 137;

describe('the documents progress route', () => {
  it('reaches neither the health board nor the alerts, and no more than its ceiling', async () => {
    const reached = projectModules(await cruiseRepository([ROUTE]));
    expect(reached).toContain(ROUTE);
    expect(reached.filter((path) => /^lib\/(alerts|health)\//.test(path))).toEqual([]);
    expect(reached.length).toBeLessThanOrEqual(CEILING);
  });
});
