import 'server-only';
import { EnvError, getEnv } from '@/lib/env';

export type Health = {
  status: 'ok' | 'degraded' | 'error';
  upstream: { builtIn: boolean; host: string | null; reachable: boolean };
  message?: string;
};

// Health is polled (load balancers, uptime checks, anyone at all: it needs no sign-in), so the
// probe's answer is kept a few seconds and shared by concurrent callers: however often health is
// asked, the operator sees at most one probe per PROBE_TTL_MS.
const PROBE_TTL_MS = 5000;
let recent: { at: number; health: Promise<Health> } | undefined;

export function checkUpstream(timeoutMs = 3000, now = Date.now()): Promise<Health> {
  if (recent && now - recent.at < PROBE_TTL_MS) return recent.health;
  const health = probeUpstream(timeoutMs);
  recent = { at: now, health };
  return health;
}

// Any HTTP answer (a 401 without credentials included) proves the operator is reachable. The probe
// sends no key or session: health must not spend or expose them.
async function probeUpstream(timeoutMs: number): Promise<Health> {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      return {
        status: 'error',
        upstream: { builtIn: false, host: null, reachable: false },
        message: error.message,
      };
    }
    throw error;
  }
  const url = new URL(env.baseUrl);
  let reachable = false;
  try {
    const response = await fetch(new URL('/v2/organizations', url), {
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    await response.body?.cancel();
    reachable = true;
  } catch {
    reachable = false;
  }
  return {
    status: reachable ? 'ok' : 'degraded',
    upstream: { builtIn: env.builtIn, host: url.host, reachable },
  };
}
