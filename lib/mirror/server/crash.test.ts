import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateDemoWorld } from '@/lib/service/seed';
import { openSqliteStore } from '@/lib/service/store/sqlite';
import { storedDocuments } from '../testing/mirror-harness';
import {
  STAND_IN_KEY,
  STAND_IN_SESSION,
  startStandInOperator,
  type StandInOperator,
} from '../testing/published-stand-in';

// A sync killed with SIGKILL in the middle, then run again: every document ends up stored once and
// none is missing, because each page's documents and the cursor after them are one transaction.
// The sync runs as the real command line (npm run mirror:sync -- --once) in a child process.

const ROOT = path.resolve(__dirname, '../../..');
let standIn: StandInOperator | undefined;
let dir: string | undefined;
afterEach(async () => {
  await standIn?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function runSync(dataDir: string, origin: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    OFD_BASE_URL: origin,
    OFD_API_KEY: STAND_IN_KEY,
    OFD_SESSION_ID: STAND_IN_SESSION,
    OFD_DATA_DIR: dataDir,
    OFD_MIRROR_MAX_RPS: '1000',
  };
  delete env.DATABASE_URL;
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['--conditions=react-server', 'lib/mirror/server/cli.ts', 'sync', '--once'],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('mirror crash safety', () => {
  it('loses and duplicates nothing when killed mid-sync and run again', async () => {
    // Anchored today: the command line syncs the real clock's last 90 days.
    const world = generateDemoWorld({ days: 3 });
    standIn = await startStandInOperator(world, { pageSize: 25, pageDelayMs: 20 });
    dir = mkdtempSync(path.join(tmpdir(), 'ofd-mirror-crash-'));
    const pages = () => standIn!.requests.filter((r) => r.path.endsWith('by-period')).length;

    const first = runSync(dir, standIn.origin);
    while (pages() < 12) {
      if (first.child.exitCode !== null)
        throw new Error(`finished before the kill:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const total = world.cashboxes.reduce((n, c) => n + standIn!.visible(c.regNumber).length, 0);
    const countStored = async () => {
      const store = openSqliteStore(dir!);
      try {
        let n = 0;
        for (const c of world.cashboxes) {
          const drives = c.fiscalDrives.map((d) => d.fiscalDriveNumber);
          n += (await storedDocuments(store, c.regNumber, drives)).size;
        }
        return n;
      } finally {
        await store.close();
      }
    };
    const afterKill = await countStored();
    expect(afterKill).toBeGreaterThan(0);
    expect(afterKill).toBeLessThan(total);

    const pagesBefore = pages();
    const second = runSync(dir, standIn.origin);
    expect(await second.exited, second.output()).toBe(0);
    const store = openSqliteStore(dir);
    try {
      for (const c of world.cashboxes) {
        const drives = c.fiscalDrives.map((d) => d.fiscalDriveNumber);
        const stored = await storedDocuments(store, c.regNumber, drives);
        const visible = standIn.visible(c.regNumber);
        expect(stored.size).toBe(visible.length);
        for (const body of visible) {
          expect(
            stored.get(`${body.fiscalDriveNumber.trim()}/${body.fiscalDocumentNumber}`),
          ).toEqual(body);
        }
      }
    } finally {
      await store.close();
    }
    // The second run resumed from the saved cursors rather than starting over: fewer pages than
    // a sync from scratch (each register: its pages of 25, then the empty page that ends it).
    const fromScratch = world.cashboxes.reduce(
      (n, c) => n + Math.ceil(standIn!.visible(c.regNumber).length / 25) + 1,
      0,
    );
    expect(pages() - pagesBefore).toBeLessThan(fromScratch);
    expect(second.output()).toMatch(/register\s+state\s+pages/);
  }, 120_000);
});
