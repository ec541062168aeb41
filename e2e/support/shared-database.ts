import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Several app instances on one PostgreSQL database, as behind a load balancer (docs/scale.md).
// The database is created fresh for the run and dropped after it, so nothing of another run (or
// of a developer's own data) is seen. The server is the one DATABASE_URL names; CI starts one
// (.ci/run). Without it the specs fail: they are only selected when it is set or in CI.

export type Instance = { origin: string; process: ChildProcess; dataDir: string };

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('e2e/instances needs DATABASE_URL (a PostgreSQL server; see README).');
  return url;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ofd_e2e_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

// One signing secret for all instances, as a deployment sets AUTH_SECRET once for its pool of
// servers: a session cookie issued by one must verify on the others.
const SHARED_SECRET = randomBytes(32).toString('base64url');

/**
 * `next start` of the production build on 127.0.0.1:port with the given database, and a data
 * directory of its own: nothing but the database is shared between instances.
 */
export function startInstance(
  port: number,
  databaseUrl: string,
  more: Record<string, string> = {},
): Instance {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ofd-instance-${port}-`));
  const child = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      OFD_BASE_URL: '',
      OFD_DATA_DIR: dataDir,
      AUTH_SECRET: SHARED_SECRET,
      // The limits as shipped: e2e/instances spends a real budget across both instances.
      OFD_RATE_LIMIT_FACTOR: '1',
      ...more,
    },
    detached: true,
  });
  return { origin: `http://127.0.0.1:${port}`, process: child, dataDir };
}

export async function waitUntilUp(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      // The first call to the built-in service opens (and, first of all, seeds) the store.
      const response = await fetch(`${instance.origin}/v2/organizations`);
      if (response.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${instance.origin} did not start`);
}

export function stopInstance(instance: Instance): void {
  // The whole process group: npx, next and its workers.
  if (instance.process.pid) {
    try {
      process.kill(-instance.process.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}
