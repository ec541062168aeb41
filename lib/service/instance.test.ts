import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeServiceStores, getServiceStore } from './instance';
import { OWNER, fixtureWorld } from './testing/fixture-world';

const dirs: string[] = [];
afterEach(async () => {
  await closeServiceStores();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('getServiceStore', () => {
  it('seeds an empty data directory once and shares one store per directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ofd-instance-'));
    dirs.push(dir);
    const makeWorld = vi.fn(() => fixtureWorld());
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const [a, b] = await Promise.all([
      getServiceStore(dir, makeWorld),
      getServiceStore(path.join(dir, '.'), makeWorld),
    ]);
    expect(a).toBe(b);
    expect(makeWorld).toHaveBeenCalledTimes(1);
    expect(await a.listOrganizations({ apiKey: OWNER.apiKey, userId: OWNER.userId })).toHaveLength(
      2,
    );

    // A new process (simulated by forgetting the registry) finds the data and does not reseed.
    await closeServiceStores();
    const again = await getServiceStore(dir, makeWorld);
    expect(makeWorld).toHaveBeenCalledTimes(1);
    expect(await again.hasOrganizations()).toBe(true);
  });

  it('forgets a failed first start so that the next call retries', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ofd-instance-'));
    dirs.push(dir);
    const broken = () => {
      throw new Error('generator failed');
    };
    await expect(getServiceStore(dir, broken)).rejects.toThrow('generator failed');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const store = await getServiceStore(dir, () => fixtureWorld());
    expect(await store.hasOrganizations()).toBe(true);
  });
});
