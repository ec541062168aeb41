import type { Env } from '@/lib/env';

// How many threads read days (lib/documents/server/parse-pool.ts). With the built-in service this
// process also produces the bytes it reads, so a thread per spare core (at most two) lets serving
// and reading run in parallel. With an operator elsewhere there is nothing to overlap in this
// process, and handing a day's documents back from a thread (a structured clone of ~3,000 objects)
// cost more than reading them: a busy month took 4.3 s with one thread and 3.7 s on the main
// thread (two processes on 2 cores, three runs each, alternating). OFD_PARSE_WORKERS overrides.

export function parseThreads(env: Pick<Env, 'parseWorkers' | 'builtIn'>, cores: number): number {
  if (env.parseWorkers !== undefined) return env.parseWorkers;
  return env.builtIn ? Math.max(1, Math.min(2, cores - 1)) : 0;
}
