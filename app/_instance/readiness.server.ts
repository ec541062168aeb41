import 'server-only';
import { checkServiceStore } from '@/app/_service/mount';
import { checkAppDatabase } from '@/lib/auth/server/database-check';
import { isDatabaseUnavailable } from '@/lib/database-outage/unavailable';
import { getEnv } from '@/lib/env';
import { checkUpstream, type OperatorHealth } from '@/lib/operator-probe/probe';
import { unappliedSettings } from '@/lib/settings/at-start';

// What readiness checks (docs/outages.md), each part on its own: the app database and the
// built-in service's store (when on) answer a trivial query within a second, and the operator
// answered the dashboard's last real call (or, with none lately, one bounded probe).

const DATABASE_TIMEOUT_MS = 1000;
const PROBE_TIMEOUT_MS = 1000;

export type PartName = 'database' | 'store' | 'operator' | 'settings';
export type Part = { ok: boolean; detail?: string };
export type Readiness = {
  failing: PartName[];
  /** `database` is down (app or store): a temporary outage, Retry-After applies. */
  databaseDown: boolean;
  parts: { database: Part; store?: Part };
  /** Variables that could not be applied at start (a development server stays up with them). */
  settings: string[];
  health: OperatorHealth;
};

async function part(check: () => Promise<void>): Promise<Part> {
  try {
    await check();
    return { ok: true };
  } catch (error) {
    // Never the error's text: it may name a host or a file.
    return { ok: false, detail: isDatabaseUnavailable(error) ? 'not answering' : 'failed' };
  }
}

function builtIn(): boolean {
  try {
    return getEnv().builtIn;
  } catch {
    return false; // A configuration error is reported by checkUpstream.
  }
}

export async function checkReadiness(): Promise<Readiness> {
  const [database, store, health] = await Promise.all([
    part(() => checkAppDatabase(DATABASE_TIMEOUT_MS)),
    builtIn() ? part(() => checkServiceStore(DATABASE_TIMEOUT_MS)) : undefined,
    checkUpstream(PROBE_TIMEOUT_MS),
  ]);
  const failing: PartName[] = [];
  if (!database.ok) failing.push('database');
  if (store && !store.ok) failing.push('store');
  if (!health.upstream.reachable) failing.push('operator');
  const settings = unappliedSettings();
  if (settings.length > 0) failing.push('settings');
  return {
    failing,
    settings,
    databaseDown: !database.ok || (store !== undefined && !store.ok),
    parts: store ? { database, store } : { database },
    health,
  };
}
