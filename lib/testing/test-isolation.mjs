// Which unit test files share a worker's loaded modules and which get a fresh process each
// (vitest.config.ts). A fresh process per file costs over a second on two cores before the first
// test runs (vitest loads itself and the file's imports again), and most files are plain functions
// of their inputs. A file gets its own process when it touches what outlives it: the process's
// settings or globals, mocked modules or clocks, or the server side, whose modules keep
// registries, stores, caches and timers. Anything else shares.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ROOTS = ['lib', 'components', 'app'];

/** Paths whose modules hold process-wide state: the server side and the service behind it. */
const SERVER_SIDE =
  /(^|\/)(server|service|mirror|auth|security|health|metrics|operator|operator-probe|background|database|database-outage|app-database|launch|settings|testing|_service|_instance)(\/|\.test\.ts$)|\.server\.test\.ts$|^app\//;

/**
 * The documents slice's server part keeps its state behind `import 'server-only'` (the engine, the
 * register, the fetchers); its other modules are functions of their inputs. Its tests share unless
 * they import one of those modules, which importsServerOnly finds.
 */
const STATE_BEHIND_SERVER_ONLY = /^lib\/documents\/server\//;

/** What in a file's own text reaches past it. */
const TOUCHES_PROCESS =
  /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules|useFakeTimers|spyOn)\(|process\.env|globalThis|setSystemTime/;

/** The project's files a test imports (by `@/` or a relative path), resolved to their source. */
function importedSources(root, path, text) {
  return [...text.matchAll(/from '((?:@\/|\.\.?\/)[^']+)'/g)].flatMap(([, spec]) => {
    const base = spec.startsWith('@/')
      ? join(root, spec.slice(2))
      : join(root, dirname(path), spec);
    const found = ['.ts', '.tsx', '/index.ts', ''].map((end) => base + end).find(existsSync);
    return found && !found.endsWith('.json') ? [found] : [];
  });
}

/** A server-only module keeps the server's state: a test importing one gets its own process. */
function importsServerOnly(root, path, text) {
  return importedSources(root, path, text).some((source) =>
    /^import 'server-only';/m.test(readFileSync(source, 'utf8')),
  );
}

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The unit test files that may share a worker (paths from the repository's root). */
export function sharedTestFiles(root = process.cwd()) {
  return ROOTS.flatMap((dir) => testFiles(join(root, dir)))
    .map((path) => path.slice(root.length + 1))
    .filter((path) => STATE_BEHIND_SERVER_ONLY.test(path) || !SERVER_SIDE.test(path))
    .filter((path) => {
      const text = readFileSync(join(root, path), 'utf8');
      return !TOUCHES_PROCESS.test(text) && !importsServerOnly(root, path, text);
    });
}
