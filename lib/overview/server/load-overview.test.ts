import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_INTEGRATOR } from '@/lib/demo-credentials';
import { generateDemoWorld } from '@/lib/service/seed';
import { startService, type Service } from '@/lib/service/testing/fixture-service';
import { startForwardingProxy } from '@/lib/testing/forwarding-proxy';
import { runAsSystem, runAsViewer } from '@/lib/auth/server/scope';
import type { OverviewRequest } from '../query.schema';
import { loadOverview as loadAsAnyone } from './load-overview';

// Outside a request the operator is reached on no one's behalf (lib/auth/server/scope.ts).
const loadOverview = (request: Omit<OverviewRequest, 'source'> & Partial<OverviewRequest>) =>
  runAsSystem(() => loadAsAnyone({ source: 'auto', ...request }));

// The overview's two sources on the demo world: the operator's statistics, and the documents
// through the day cache, give the same figures to the kopeck — for every register, day and VAT
// rate, in the period and the previous one. An operator that answers 404 for statistics gets the
// documents path without being asked.

const ANCHOR = '2024-06-30';
const world = generateDemoWorld({ anchorDate: ANCHOR, days: 45, seed: 5 });
let service: Service;
let noStatistics: { origin: string; close: () => void };

/** A proxy in front of the service that answers 404 for the statistics operations (a web
 * server's HTML page for by-days, as an operator without them may well send). */
const withoutStatistics = (origin: string) =>
  startForwardingProxy(origin, (req, res) => {
    if (!req.url?.includes('/statistics/')) return false;
    res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not Found</h1>');
    return true;
  });

function pointAt(origin: string) {
  process.env.OFD_BASE_URL = origin;
  vi.resetModules();
}

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  service = await startService(world, { now: () => new Date(`${ANCHOR}T12:00:00Z`) });
  noStatistics = await withoutStatistics(service.origin);
  process.env.OFD_API_KEY = DEMO_INTEGRATOR.apiKey;
  process.env.OFD_SESSION_ID = DEMO_INTEGRATOR.sessionId;
  process.env.OFD_BASE_URL = service.origin;
}, 60_000);
afterAll(async () => {
  noStatistics?.close();
  await service?.close();
});

const period = { from: '2024-06-10', to: ANCHOR, compare: 'previous' as const };

describe('overview figures', () => {
  it('are the same from statistics and from documents, to the kopeck', async () => {
    const statistics = await loadOverview({ ...period, source: 'statistics' });
    const documents = await loadOverview({ ...period, source: 'documents' });
    expect(statistics.source).toBe('statistics');
    expect(documents.source).toBe('documents');
    expect({ ...documents, source: 'statistics' }).toEqual(statistics);
    // Real figures, not zeros on both sides: sales, returns, VAT, and a window that cuts the period.
    expect(statistics.current.income).toBeGreaterThan(0);
    expect(statistics.current.returns).toBeGreaterThan(0);
    expect(Object.keys(statistics.current.vat).length).toBeGreaterThan(1);
    expect(statistics.days.length).toBe(21);
    expect(statistics.registers.map((r) => r.coverage)).toEqual(
      expect.arrayContaining(['full', 'partial', 'none']),
    );
    expect(statistics.previous.income).toBeGreaterThan(0);
    expect(statistics.previousPeriod).toEqual({ from: '2024-05-20', to: '2024-06-09' });
    const yearAgo = await loadOverview({ ...period, compare: 'year', source: 'statistics' });
    expect(yearAgo.previousPeriod).toEqual({ from: '2023-06-10', to: '2023-06-30' });
  }, 120_000);

  it('narrows to an organization and a register', async () => {
    const all = await loadOverview({ ...period, source: 'statistics' });
    const register = all.registers.find((r) => r.coverage === 'full')!;
    const org = await loadOverview({ ...period, org: register.orgId, source: 'auto' });
    expect(org.registers.every((r) => r.orgId === register.orgId)).toBe(true);
    const one = await loadOverview({
      ...period,
      org: register.orgId,
      rnm: register.rnm,
      source: 'documents',
    });
    expect(one.registers).toHaveLength(1);
    expect(one.current).toEqual(register.current);
  }, 120_000);

  it('covers only the organizations an owner is granted', async () => {
    const all = await loadOverview({ ...period, source: 'statistics' });
    const orgIds = [...new Set(all.registers.map((r) => r.orgId))];
    expect(orgIds.length).toBeGreaterThan(1);
    const owner = {
      id: 'owner',
      email: 'owner@example.test',
      name: 'Owner',
      role: 'owner' as const,
      orgIds: [orgIds[0]!],
      sessionId: 's',
    };
    const mine = await runAsViewer(owner, () =>
      loadAsAnyone({ ...period, source: 'statistics', compare: 'previous' }),
    );
    expect(mine.registers.length).toBeGreaterThan(0);
    expect(mine.registers.every((r) => r.orgId === orgIds[0])).toBe(true);
    await expect(
      runAsViewer(owner, () =>
        loadAsAnyone({ ...period, org: orgIds[1], source: 'statistics', compare: 'previous' }),
      ),
    ).rejects.toThrow();
  }, 120_000);

  it('falls back to documents when the operator answers 404 for statistics', async () => {
    const expected = await loadOverview({ ...period, source: 'statistics' });
    pointAt(noStatistics.origin);
    const { loadOverview: load } = await import('./load-overview');
    const scope = await import('@/lib/auth/server/scope');
    const answer = await scope.runAsSystem(() => load({ ...period, source: 'auto' }));
    expect(answer.source).toBe('documents');
    expect({ ...answer, source: 'statistics' }).toEqual(expected);
    pointAt(service.origin);
  }, 120_000);
});
