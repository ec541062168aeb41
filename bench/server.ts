import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEMO_PEOPLE } from '../lib/auth/demo-people';

// The production server under test: built when there is no build yet (or when asked), started with
// `next start` on loopback with the benchmark's own data directory, stopped at the end.

const require = createRequire(import.meta.url);
const NEXT = require.resolve('next/dist/bin/next');

export function buildIfNeeded(root: string, force: boolean): { built: boolean; output: string } {
  if (!force && existsSync(path.join(root, '.next', 'BUILD_ID')))
    return { built: false, output: '' };
  console.log('building (next build)…');
  const result = spawnSync(process.execPath, [NEXT, 'build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`next build failed:\n${result.stdout}\n${result.stderr}`);
  }
  return { built: true, output: `${result.stdout}\n${result.stderr}` };
}

export type Server = {
  pid: number;
  baseUrl: string;
  /** The demo administrator's session, for the dashboard API (which answers 401 without one). */
  session: { Cookie: string };
  stop: () => Promise<void>;
  /** What the server has written to stdout and stderr so far (its JSON log lines). */
  log: () => string;
};

/**
 * Starts the app. Without `extraEnv` it serves the built-in service from `dataDir`; with
 * OFD_BASE_URL in `extraEnv` it is a dashboard whose operator is another process.
 */
export async function startServer(
  root: string,
  dataDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    OFD_DATA_DIR: dataDir,
    PORT: String(port),
  };
  // Never a configured external operator: only the one the benchmark itself starts.
  for (const name of ['OFD_BASE_URL', 'OFD_API_KEY', 'OFD_SESSION_ID', 'OFD_API_KEY_HEADER']) {
    delete env[name];
  }
  Object.assign(env, extraEnv);
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT, 'start', '-H', '127.0.0.1', '-p', String(port)],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  // A first start on an empty data directory makes the demo world before it answers (10–40 s,
  // longer on a loaded machine).
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
    // Ready, not merely up: the databases and the operator answer (docs/outages.md).
    const ok = await fetch(`${baseUrl}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      const session = await signIn(baseUrl, deadline);
      return { pid: child.pid!, baseUrl, session, stop, log: () => log };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server was not ready on ${baseUrl} within 180 s:\n${log}`);
}

// Until the first start has made the demo people, a sign-in answers 503 "starting" with
// Retry-After (docs/people.md): ask again then, never take the moment as a failure.
async function signIn(baseUrl: string, deadline: number): Promise<{ Cookie: string }> {
  for (;;) {
    const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({
        email: DEMO_PEOPLE.admin.email,
        password: DEMO_PEOPLE.admin.password,
      }),
    });
    if (response.ok) return { Cookie: response.headers.getSetCookie()[0]!.split(';')[0]! };
    if (response.status !== 503 || Date.now() > deadline)
      throw new Error(`signing in answered ${response.status}`);
    const seconds = Number(response.headers.get('Retry-After') ?? '1');
    await new Promise((r) => setTimeout(r, Math.min(5, Math.max(0.25, seconds)) * 1000));
  }
}
