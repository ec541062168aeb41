import { describe, expect, it } from 'vitest';
import { apiRoute } from '@/lib/api/route';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { RATE_LIMITS } from './rate-limits';

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
