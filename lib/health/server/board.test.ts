import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_INTEGRATOR } from '@/lib/demo-credentials';
import { generateDemoWorld } from '@/lib/service/seed';
import { startService, type Service } from '@/lib/service/testing/fixture-service';
import { startForwardingProxy } from '@/lib/testing/forwarding-proxy';
import type { HealthRow } from '../types';

// What a board load costs the operator, counted at the wire: the demo world (anchored today, as
// the first start makes it) served over real HTTP, the dashboard's calls passing through a proxy
// that counts them. The first board reads the scanned days; a board computed again, after every
// cached health and every day that may still grow has lapsed, reads no day while no register has
// sent anything new (lib/health/server/recent-scans.ts) and gives the same verdicts, also from
// another copy of the modules (another bundle of the same server).

const world = generateDemoWorld({ days: 14 });
let service: Service;
let proxy: { origin: string; close: () => void };
const calls: string[] = [];

/** Counts each call's path on its way to the service. */
const countingProxy = (origin: string) =>
  startForwardingProxy(origin, (req) => {
    calls.push(new URL(req.url ?? '/', origin).pathname);
    return false;
  });

const isDay = (path: string) => /\/documents\/by-period$|\/tickets$|\/documents$/.test(path);

async function board(): Promise<{ rows: HealthRow[]; days: number; listings: number }> {
  const { runAsSystem } = await import('@/lib/auth/server/scope');
  const { healthBoard } = await import('./board');
  calls.length = 0;
  const rows = await runAsSystem(() => healthBoard());
  return {
    rows,
    days: calls.filter(isDay).length,
    listings: calls.filter((path) => !isDay(path)).length,
  };
}

const verdicts = (rows: HealthRow[]) =>
  rows.map((r) => `${r.rnm} ${r.status} ${r.reasons.map((x) => x.code).join(',')}`);

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  service = await startService(world);
  proxy = await countingProxy(service.origin);
  Object.assign(process.env, {
    OFD_BASE_URL: proxy.origin,
    OFD_API_KEY: DEMO_INTEGRATOR.apiKey,
    OFD_SESSION_ID: DEMO_INTEGRATOR.sessionId,
    // Every board computes each register again, and no day that may still grow is served twice:
    // only the register list's word that nothing new came keeps the days from being read.
    HEALTH_CACHE_TTL_MS: '0',
    OFD_DAY_CACHE_TTL_MS: '0',
  });
  vi.resetModules();
}, 60_000);

afterAll(async () => {
  proxy?.close();
  await service?.close();
});

describe('a health board load, counted in calls to the operator', () => {
  it('reads each register’s scanned days once, then none while nothing new arrives', async () => {
    const cold = await board();
    const scanned = cold.rows.filter((r) => !r.reasons.some((x) => x.code.startsWith('window-')));
    const grants = world.grants.filter((g) => g.apiKey === DEMO_INTEGRATOR.apiKey);
    const granted = grants.flatMap((g) => g.cashboxes);
    expect(cold.rows.length).toBe(granted.length);
    // The organizations and each one's register list; at most three days a register, each a
    // page of `documents/by-period` and the call that confirms its end.
    const organizations = new Set(grants.map((g) => g.organizationId)).size;
    expect(cold.listings).toBe(1 + organizations);
    expect(cold.days).toBeGreaterThanOrEqual(scanned.length);
    expect(cold.days).toBeLessThanOrEqual(2 * 3 * cold.rows.length);

    const again = await board();
    expect(again.days).toBe(0);
    expect(again.listings).toBe(0);
    expect(verdicts(again.rows)).toEqual(verdicts(cold.rows));

    // Another copy of the modules, as a page's bundle is beside instrumentation's, which computes
    // the board at start: it finds that board's reads, not a cold start of its own.
    vi.resetModules();
    const elsewhere = await board();
    expect(elsewhere.days).toBe(0);
    expect(elsewhere.listings).toBe(0);
    expect(verdicts(elsewhere.rows)).toEqual(verdicts(cold.rows));
    // Real verdicts, not an empty board: the planted faults are there.
    expect(cold.rows.filter((r) => r.status === 'critical').length).toBeGreaterThan(2);
  }, 120_000);
});
