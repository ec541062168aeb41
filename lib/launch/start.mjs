// `npm start`: every setting checked first (lib/settings/check-cli.ts), then the production
// server, built once first when there is no build yet or the sources changed since it was made.
// A newcomer's first page then comes from the optimized build (seconds) instead of `next dev`
// compiling each route on its first visit (a minute and more on two cores).
// `npm run dev` stays for development (README.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const SOURCES = ['app', 'components', 'lib', 'public', 'proxy.ts', 'instrumentation.ts'];
const CONFIG = ['next.config.js', 'package.json', 'package-lock.json', 'tsconfig.json'];
const SKIP = /(^|\/)(node_modules|\.next)$|\.test\.tsx?$/;

/** The newest modification time under `entry`, tests aside (they are not in the build). */
export function newestSource(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full) || SKIP.test(entry)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(full)) {
    newest = Math.max(newest, newestSource(root, path.join(entry, name)));
  }
  return newest;
}

/** Why a build is needed, or null when the one in .next is newer than every source. */
export function buildReason(root = process.cwd()) {
  const marker = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(marker)) return 'no build yet';
  const built = statSync(marker).mtimeMs;
  const changed = [...SOURCES, ...CONFIG].find((entry) => newestSource(root, entry) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/**
 * Every setting checked before anything is built or served (lib/settings/check-cli.ts): a wrong
 * one stops here with its variable named, not later as a bare 500 on every page. Run as a script
 * of its own because the settings modules are TypeScript; its exit code is returned.
 */
export function checkSettings(env = process.env) {
  const check = spawnSync(
    'npx',
    ['tsx', '--conditions=react-server', 'lib/settings/check-cli.ts'],
    { stdio: 'inherit', env },
  );
  return check.status ?? 1;
}

function main() {
  const status = checkSettings();
  if (status !== 0) process.exit(status);
  const reason = buildReason();
  if (reason) {
    console.info(
      `[ofd-console] ${reason}: building once (about 75 s on 2 free cores, more when they are busy)…`,
    );
    const started = performance.now();
    const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    const seconds = Math.round((performance.now() - started) / 1000);
    console.info(`[ofd-console] built in ${seconds} s`);
  }
  const host = process.env.HOSTNAME || '127.0.0.1';
  const server = spawn('npx', ['next', 'start', '-H', host, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
