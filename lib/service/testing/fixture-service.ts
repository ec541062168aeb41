import type { HandlerOptions } from '../handler';
import { loadWorld } from '../load-world';
import type { DemoWorld } from '../seed/world';
import type { Store } from '../store/types';
import { LONELY, OWNER, PARTNER, fixtureWorld } from './fixture-world';
import { serve } from './serve';
import { openTestStore } from './test-store';

// The service over real HTTP on 127.0.0.1, backed by a store holding a world: a SQLite file in a
// temp dir, or a fresh PostgreSQL schema in the `postgres` test project (test-store.ts).

export type Caller = 'owner' | 'partner' | 'lonely' | 'none' | Record<string, string>;

const PEOPLE = { owner: OWNER, partner: PARTNER, lonely: LONELY };

export function credentials(caller: Caller): Record<string, string> {
  if (caller === 'none') return {};
  if (typeof caller !== 'string') return caller;
  const who = PEOPLE[caller];
  return { 'X-Vendor-Ofd-ApiKey': who.apiKey, Authorization: `auth.sid ${who.sessionId}` };
}

export async function startService(
  world: DemoWorld = fixtureWorld(),
  options: HandlerOptions & { wrap?: (store: Store) => Store } = {},
) {
  const { store, dispose } = await openTestStore();
  await loadWorld(store, world);
  const server = await serve(options.wrap ? options.wrap(store) : store, options);
  const get = (pathAndQuery: string, caller: Caller = 'owner', init: RequestInit = {}) =>
    fetch(server.origin + pathAndQuery, {
      ...init,
      headers: { ...credentials(caller), ...(init.headers as Record<string, string>) },
    });
  return {
    origin: server.origin,
    store,
    get,
    /** GET and parse: status, headers and the JSON body. */
    async json(pathAndQuery: string, caller: Caller = 'owner') {
      const response = await get(pathAndQuery, caller);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: JSON.parse(text), text };
    },
    async close() {
      await server.close();
      await dispose();
    },
  };
}

export type Service = Awaited<ReturnType<typeof startService>>;
