import 'server-only';
import { EnvError, getEnv } from '@/lib/env';
import { lastOperatorAnswer, noteOperatorAnswer } from '@/lib/ofd/reachability';
import { processShared } from '@/lib/process/shared';

// The operator probe: whether the configured operator answers at all, for /api/health and
// readiness (app/_instance/readiness.server.ts). Not the register health board (lib/health/).

export type OperatorHealth = {
  status: 'ok' | 'degraded' | 'error';
  upstream: {
    builtIn: boolean;
    host: string | null;
    reachable: boolean;
    /** When that was found, and how: a real call of the dashboard or health's own probe. */
    checkedAt?: string;
    source?: 'call' | 'probe';
  };
  message?: string;
};

// "Reachable" is what the operator did lately (docs/outages.md): the dashboard's last real call
// within RECENT_MS is taken as it is. Only without one (right after a start, or on a quiet
// instance) does health ask the operator itself, once per PROBE_TTL_MS however often it is polled
// (load balancers, uptime checks, anyone at all: it needs no sign-in), concurrent callers sharing
// the one probe.
const RECENT_MS = 60_000;
const PROBE_TTL_MS = 5000;
// The probe in flight, process-shared so that every bundle's health route waits on the same one.
const probe = () =>
  processShared<{ probing?: Promise<OperatorHealth> }>('operator-probe.in-flight', () => ({}));

export function checkUpstream(timeoutMs = 3000, now = Date.now()): Promise<OperatorHealth> {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    const upstream = { builtIn: false, host: null, reachable: false };
    return Promise.resolve({ status: 'error', upstream, message: error.message });
  }
  const host = new URL(env.baseUrl).host;
  const last = lastOperatorAnswer();
  const freshFor = last?.source === 'call' ? RECENT_MS : PROBE_TTL_MS;
  if (last && now - last.at < freshFor) {
    return Promise.resolve(healthOf(env.builtIn, host, last.reachable, last.at, last.source));
  }
  const shared = probe();
  shared.probing ??= probeUpstream(env.baseUrl, env.builtIn, timeoutMs, now).finally(() => {
    shared.probing = undefined;
  });
  return shared.probing;
}

function healthOf(
  builtIn: boolean,
  host: string,
  reachable: boolean,
  at: number,
  source: 'call' | 'probe',
): OperatorHealth {
  const checkedAt = new Date(at).toISOString();
  return {
    status: reachable ? 'ok' : 'degraded',
    upstream: { builtIn, host, reachable, checkedAt, source },
  };
}

// Any HTTP answer but a 5xx (a 401 without credentials included) proves the operator reachable.
// The probe sends no key or session: health must not spend or expose them.
async function probeUpstream(baseUrl: string, builtIn: boolean, timeoutMs: number, at: number) {
  const url = new URL(baseUrl);
  let reachable = false;
  try {
    const response = await fetch(new URL('/v2/organizations', url), {
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    await response.body?.cancel();
    reachable = response.status < 500;
  } catch {
    reachable = false;
  }
  noteOperatorAnswer({ at, reachable, source: 'probe' });
  return healthOf(builtIn, url.host, reachable, at, 'probe');
}
