/**
 * The options every bench script that serves the build takes: --build (rebuild even if a build
 * exists), --seconds <n> of load, --port <n> ($BENCH_PORT, else the script's own).
 */
export const serverBenchOptions = (defaults: { seconds: string; port: string }) =>
  ({
    build: { type: 'boolean', default: false },
    seconds: { type: 'string', default: defaults.seconds },
    port: { type: 'string', default: process.env.BENCH_PORT ?? defaults.port },
  }) as const;
