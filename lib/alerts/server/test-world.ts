import 'server-only';
import { afterAll, beforeAll } from 'vitest';
import type { AppAuth } from '@/lib/auth/server/auth';
import type { AppDatabase } from '@/lib/app-database/database';
import { openTestAuth } from '@/lib/testing/test-auth';
import { startChannels, type Channels } from './testing';

/** What an alert test file works in: the app database, sign-in on it, and every channel. */
export type AlertWorld = { db: AppDatabase; app: AppAuth; channels: Channels };

/**
 * Opens the alert tests' world before the calling file's tests and closes it after them: sign-in
 * on the test project's database (lib/testing/test-auth.ts) and every channel on loopback. Its
 * fields are read inside the tests and hooks, once it is open.
 */
export function alertWorld(): AlertWorld {
  const world = {} as AlertWorld;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const { database, app } = await openTestAuth();
    dispose = () => database.dispose();
    Object.assign(world, { db: database.db, app, channels: await startChannels() });
  }, 60_000);
  afterAll(async () => {
    await world.channels?.close();
    await dispose?.();
  });
  return world;
}
