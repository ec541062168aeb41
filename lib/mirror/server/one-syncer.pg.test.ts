import { afterEach, describe, expect, it } from 'vitest';
import { openPostgresStore, type PostgresStore } from '@/lib/service/store/postgres';
import { testDatabaseUrl } from '@/lib/service/testing/test-store';
import {
  mirrorWorld,
  startMirrorHarness,
  storedDocuments,
  type MirrorHarness,
} from '../testing/mirror-harness';

// Two instances of the app on one PostgreSQL database, each running the mirror at the same time:
// every register is synced by one of them (an advisory lock per register, then the status written
// under it), and the copy holds every document once. Runs in the vitest project `postgres`.

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

describe('one syncer per register on one PostgreSQL', { timeout: 120_000 }, () => {
  it('two instances syncing at once sync each register once', async () => {
    const world = mirrorWorld();
    const a: MirrorHarness = await startMirrorHarness({
      world,
      kind: 'postgres',
      pageDelayMs: 15,
      pageSize: 100,
      freshForMs: 60_000,
    });
    open.push(a);
    // The second instance: its own pool on the same schema, its own upstream, same stand-in data.
    const { schema } = a.store as PostgresStore;
    const secondStore = await openPostgresStore(testDatabaseUrl(), { schema, max: 4 });
    open.push(secondStore);
    const b = await startMirrorHarness({
      world,
      store: secondStore,
      pageDelayMs: 15,
      pageSize: 100,
      freshForMs: 60_000,
    });
    open.push(b);

    const [ra, rb] = await Promise.all([a.pass(), b.pass()]);
    const synced = [...ra.lines, ...rb.lines].filter((l) => l.result);
    const skipped = [...ra.lines, ...rb.lines].filter(
      (l) => l.state === 'locked-elsewhere' || l.state === 'fresh',
    );
    const registers = world.cashboxes.map((c) => c.regNumber).sort();
    // Each register synced by exactly one instance (or found outside its window by one) …
    const owners = [...ra.lines, ...rb.lines].filter(
      (l) => l.state !== 'locked-elsewhere' && l.state !== 'fresh',
    );
    expect(owners.map((l) => l.regNumber).sort()).toEqual(registers);
    // … and both did some of the work, the other skipping what was taken.
    expect(ra.lines.some((l) => l.result)).toBe(true);
    expect(rb.lines.some((l) => l.result)).toBe(true);
    expect(skipped.length).toBe(registers.length);
    const stored = synced.reduce((n, l) => n + l.result!.stored, 0);
    let visible = 0;
    for (const c of world.cashboxes) {
      const drives = c.fiscalDrives.map((d) => d.fiscalDriveNumber);
      const copy = await storedDocuments(a.store, c.regNumber, drives);
      expect(copy.size).toBe(a.standIn.visible(c.regNumber).length);
      visible += copy.size;
    }
    expect(stored).toBe(visible);
  });
});
