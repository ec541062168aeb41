import { performance } from 'node:perf_hooks';
import { migrateAtStart } from '@/lib/app-database/migrations';
import { getAppAuth } from '@/lib/auth/server/auth';
import { getEnv } from '@/lib/env';
import { logEvent } from '@/lib/log';
import { getServiceStore } from '@/lib/service';

// The first start, made when the server starts (instrumentation.ts), not on the first request:
// the built-in service's store is opened and, the first time, seeded with the demo world in
// process, before Next answers anything. The demo people are made next, through the service's
// HTTP API like every operator call (lib/auth/server/demo-setup.ts), which answers as soon as this
// hook returns; a sign-in meanwhile waits for them or hears "starting" (lib/auth/server/ready.ts).
// Before all that, with any operator, every feature's tables in the app database: a request's
// door makes sure only of its own (lib/app-database/migrations.ts).

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

export async function prepareFirstStart(): Promise<void> {
  const started = performance.now();
  // A database that does not answer yet: logged, and the features whose tables it lacks fail
  // until the next start (the door makes its own on the first request).
  await migrateAtStart().catch(logFailure);
  try {
    const env = getEnv();
    if (!env.builtIn) return;
    console.info('[ofd-console] opening the demo world (the first start makes it: 10–40 s)…');
    await getServiceStore(env.databaseUrl ? { databaseUrl: env.databaseUrl } : env.dataDir);
    console.info(`[ofd-console] demo world ready in ${seconds(started)} s`);
    void getAppAuth().then(
      () => console.info(`[ofd-console] demo people ready, ${seconds(started)} s after start`),
      (error: unknown) => logFailure(error),
    );
  } catch (error) {
    // A bad configuration or a full disk: each request reports it (and retries) as before.
    logFailure(error);
  }
}

function logFailure(error: unknown) {
  logEvent('error', 'first-start.failed', {
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
