import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import type { AppAuth } from './auth-options';
import {
  openAppDatabase,
  type AppDatabase,
  type AppDatabaseLocation,
} from '@/lib/app-database/database';
import { DOOR_MIGRATIONS } from '@/lib/app-database/door-migrations';
import { runMigrations } from '@/lib/app-database/migrate';
import { createDemoPeople } from './demo-setup';
import { processShared } from '@/lib/process/shared';

// The auth library's one instance per process (its configuration: ./auth-options.ts). It makes
// sure of the tables the door reads (people, sessions, the limiter's counters); every feature's
// tables are migrated at start and by the tools (lib/app-database/migrations.ts). The library
// is loaded when the instance is first started, not when this module is: most modules that reach
// this one (the documents' access checks, the mirror) never start it in a test, and loading it
// costs a second of a test file's start on two cores.

export type { AppAuth } from './auth-options';

// One instance per database and process, process-shared so dev hot reload reuses it.

export function getAppAuth(): Promise<AppAuth> {
  const registry = processShared('app-auth', () => new Map<string, Promise<AppAuth>>());
  const env = getEnv();
  const location = { dataDir: path.resolve(env.dataDir), databaseUrl: env.databaseUrl };
  const key = location.databaseUrl ?? location.dataDir;
  let instance = registry.get(key);
  if (!instance) {
    instance = startAppAuth(location);
    // A failed first start (the demo service not up yet, a full disk) is retried next request.
    instance.catch(() => registry.delete(key));
    registry.set(key, instance);
  }
  return instance;
}

async function startAppAuth(location: AppDatabaseLocation): Promise<AppAuth> {
  const db = openAppDatabase(location);
  try {
    const app = await openDoorAuth(db);
    if (getEnv().builtIn) await db.exclusive(() => createDemoPeople(app));
    return app;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Migrates the door's tables (one instance at a time) and configures the auth library on it. */
export async function openDoorAuth(db: AppDatabase): Promise<AppAuth> {
  await db.exclusive(() => runMigrations(db, DOOR_MIGRATIONS));
  const { createAuth } = await import('./auth-options');
  return { auth: createAuth(db), db };
}
