import { describe, expect, it } from 'vitest';
import { cruiseRepository, projectModules } from './cruise';

// What the documents' progress route loads (docs/layout.md, "The documents slice"): every module
// it reaches is compiled into its bundle and evaluated on its first request. It must never reach
// the health board nor the alerts: a request's door makes sure only of the app database's tables
// it reads (lib/app-database/door-migrations.ts), every feature's are made at start. It holds its
// door and the load's narrow entry (lib/documents/server/progress.ts); the load itself, the engine
// with the operator's transport, and the demo people's maker are handed over by the server's
// start (app/_instance/provided-at-start.ts). At most 70 modules; the ceiling is what it reaches
// today, lowered when a cut lands.

const ROUTE = 'app/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/progress/route.ts';
const CEILING = 58;

describe('the documents progress route', () => {
  it('reaches neither the health board nor the alerts, and no more than its ceiling', async () => {
    const reached = projectModules(await cruiseRepository([ROUTE]));
    expect(reached).toContain(ROUTE);
    expect(reached.filter((path) => /^lib\/(alerts|health)\//.test(path))).toEqual([]);
    expect(reached.length).toBeLessThanOrEqual(CEILING);
    // Neither the engine nor the operator's transport: the start provides the load.
    expect(
      reached.filter((path) => /^lib\/(documents\/server\/engine|ofd\/client)[.]ts$/.test(path)),
    ).toEqual([]);
  });
});
