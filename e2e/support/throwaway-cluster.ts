import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A PostgreSQL cluster of one spec's own (.ci/postgres.sh), on a free loopback port, that the
// spec may stop and start again under a running app (e2e/instances/database-outage.spec.ts).
// Not the server DATABASE_URL names: other specs share that one.

export type Cluster = { url: string; stop(): void; resume(): void; remove(): void };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ofd-outage-pg-'));
  const port = String(await freePort());
  const script = path.resolve('.ci/postgres.sh');
  const run = (...args: string[]) =>
    execFileSync(script, args, {
      encoding: 'utf8',
      env: { ...process.env, PG_OPTIONS: '-c fsync=off' },
    }).trim();
  const url = run('start', dir, port);
  return {
    url,
    stop: () => void run('stop', dir),
    resume: () => void run('resume', dir, port),
    remove: () => {
      run('stop', dir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
