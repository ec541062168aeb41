import { describe, expect, it, vi } from 'vitest';
import { apiRoute } from '@/lib/api/route';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { MAX_IN_FLIGHT, RATE_LIMITS } from './rate-limits';

// Counted in this process's memory, even when the run names a PostgreSQL server: the budgets
// shared through the database are proven in ./shared-limits.test.ts.
process.env.DATABASE_URL = '';

// Each client address stands for one signed-in person here: the budget is the person's
// (rate-limit-key.ts), and apiRoute admits only a request with a session.
vi.mock('@/lib/auth/server/viewer', () => ({
  viewerFromHeaders: async (headers: Headers) => ({
    id: `person-${headers.get('x-ofd-client-address')}`,
    email: 'a@example.test',
    name: 'A',
    role: 'admin',
    orgIds: 'all',
    sessionId: 's',
  }),
  requestViewer: async () => null,
}));

// The limit as a route applies it: the budget of one client address is spent, then 429
// problem+json with Retry-After; another address still has its own budget.

const route = apiRoute(async () => ({ ok: true }), { rateLimit: 'exports' });
const from = (address: string) =>
  new Request('http://127.0.0.1/api/x', { headers: { [CLIENT_ADDRESS_HEADER]: address } });

describe('rate limits', () => {
  it('answers 429 problem+json with Retry-After once a client spends its budget', async () => {
    for (let i = 0; i < RATE_LIMITS.exports; i++) {
      expect((await route(from('192.0.2.1'), {})).status).toBe(200);
    }
    const refused = await route(from('192.0.2.1'), {});
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({
      type: 'urn:ofd-console:problem:too-many-requests',
      status: 429,
      retryAfter,
    });
    expect((await route(from('192.0.2.2'), {})).status).toBe(200);
  });
});

describe('in-flight cap', () => {
  it('answers 429 at once when the process already works on its share, then admits again', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow = apiRoute(
      async () => {
        await gate;
        return { ok: true };
      },
      { rateLimit: 'documents' },
    );
    const held = Array.from({ length: MAX_IN_FLIGHT }, (_, i) => slow(from(`198.51.100.${i}`), {}));
    const refused = await slow(from('198.51.100.200'), {});
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    open();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual(held.map(() => 200));
    expect((await slow(from('198.51.100.200'), {})).status).toBe(200);
  });
});
