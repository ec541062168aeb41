import 'server-only';
import { getEnv } from '@/lib/env';
import { isDatabaseUnavailable, withinTimeout } from '@/lib/database-outage/unavailable';
import { getServiceStore, handle, serviceOffResponse, unavailableResponse } from '@/lib/service';

// The built-in service inside the app. It is on only when no external operator is configured
// (OFD_BASE_URL unset); otherwise its paths answer 404 like any unknown path. Every method is
// exported so that the service itself answers 405 with Allow, not Next.

export async function serveBuiltIn(request: Request): Promise<Response> {
  const env = getEnv();
  if (!env.builtIn) return serviceOffResponse();
  let store;
  try {
    store = await getServiceStore(storeLocation());
  } catch (error) {
    // The store could not be opened (first start with the database away): 503, retried next time.
    if (isDatabaseUnavailable(error)) return unavailableResponse();
    throw error;
  }
  return handle(request, store);
}

function storeLocation() {
  const env = getEnv();
  return env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir };
}

/** Readiness (docs/outages.md): the store, when on, answers a trivial query within `timeoutMs`. */
export async function checkServiceStore(timeoutMs: number): Promise<void> {
  if (!getEnv().builtIn) return;
  await withinTimeout(async () => {
    await (await getServiceStore(storeLocation())).hasOrganizations();
  }, timeoutMs);
}
