import { afterEach, describe, expect, it, vi } from 'vitest';
import { openMemoryStore } from '@/lib/service/store/sqlite';

const env = vi.hoisted(() => ({
  builtIn: true,
  dataDir: '/nonexistent',
  databaseUrl: undefined as string | undefined,
}));
const getServiceStore = vi.hoisted(() => vi.fn());
vi.mock('@/lib/env', () => ({ getEnv: () => env }));
vi.mock('@/lib/service/instance', () => ({ getServiceStore }));

const { serveBuiltIn } = await import('./mount');

afterEach(() => getServiceStore.mockReset());

describe('the built-in service mount', () => {
  it('is off (404, the operator error body) when an external operator is configured', async () => {
    env.builtIn = false;
    const response = await serveBuiltIn(new Request('http://localhost/v2/organizations'));
    expect(response.status).toBe(404);
    expect((await response.json()).errorCodeId).toBe('urn:error:request:path:not-found');
    expect(getServiceStore).not.toHaveBeenCalled();
  });

  it('hands requests to the service with the store of the configured data directory', async () => {
    env.builtIn = true;
    getServiceStore.mockResolvedValue(openMemoryStore());
    const response = await serveBuiltIn(new Request('http://localhost/v2/organizations'));
    expect(getServiceStore).toHaveBeenCalledWith({ dataDir: '/nonexistent' });
    expect(response.status).toBe(401);
  });

  it('uses the PostgreSQL database instead when DATABASE_URL is configured', async () => {
    env.databaseUrl = 'postgres://ofd@127.0.0.1:5432/ofd';
    getServiceStore.mockResolvedValue(openMemoryStore());
    await serveBuiltIn(new Request('http://localhost/v2/organizations'));
    expect(getServiceStore).toHaveBeenCalledWith({ databaseUrl: env.databaseUrl });
    env.databaseUrl = undefined;
  });
});
