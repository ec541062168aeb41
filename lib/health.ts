import 'server-only';
import { EnvError, getEnv } from '@/lib/env';

export type Health = {
  status: 'ok' | 'degraded' | 'error';
  upstream: { builtIn: boolean; host: string | null; reachable: boolean };
  message?: string;
};

// Any HTTP answer (a 401 without credentials included) proves the operator is reachable. The probe
// sends no key or session: health must not spend or expose them.
export async function checkUpstream(timeoutMs = 3000): Promise<Health> {
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
