// First-load JS of every route of the production build, gzip-compressed, and the JS budget check.
// `next build` 16 (Turbopack) no longer prints per-route sizes, so this measures what it used to
// report from the build's own manifests: the root main files plus the client chunks of the page
// and its layouts (entryJSFiles of the route's client reference manifest).
//
//   node e2e/first-load-js.mjs            fails when a gated route exceeds BUDGET_KB (npm test)
//   node e2e/first-load-js.mjs --report   prints every route, fails on nothing
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 160;

// Routes allowed over the budget, each held at its measured size (plus 1 kB of noise) so it cannot
// grow while it waits for its fix. Empty: every route is within 160 kB; the figures per route are
// in docs/benchmarks.md.
export const OVER_BUDGET = {};

function findManifests(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) findManifests(full, out);
    else if (name === 'page_client-reference-manifest.js') out.push(full);
  }
  return out;
}

const sizes = new Map();
function gzipKb(next, file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(next, file))).byteLength);
  return sizes.get(file) / 1024;
}

/** Every app route with its first-load JS (gzip kB) and its scripts, largest first. */
export function measureRoutes(root) {
  const next = path.join(root, '.next');
  const appDir = path.join(next, 'server', 'app');
  if (!existsSync(appDir)) return [];
  const build = JSON.parse(readFileSync(path.join(next, 'build-manifest.json'), 'utf8'));
  const routes = [];
  for (const manifest of findManifests(appDir)) {
    const text = readFileSync(manifest, 'utf8');
    const route = text.match(/__RSC_MANIFEST\["([^"]+)"\]/)?.[1] ?? manifest;
    const entries = JSON.parse(text.slice(text.indexOf('= {') + 2).replace(/;\s*$/, ''));
    const files = [
      ...new Set([
        ...(build.rootMainFiles ?? []),
        ...Object.values(entries.entryJSFiles ?? {}).flat(),
      ]),
    ].filter((file) => file.endsWith('.js'));
    const scripts = files
      .map((file) => ({ file, gzipKb: gzipKb(next, file), hint: hintOf(next, file) }))
      .sort((a, b) => b.gzipKb - a.gzipKb);
    const total = scripts.reduce((sum, s) => sum + s.gzipKb, 0);
    routes.push({ route: routeName(route), gzipKb: total, scripts });
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}

/** The route as its address reads: route groups ("(list)") are folders only, never in a URL. */
export function routeName(manifestKey) {
  return manifestKey.replace(/\/page$/, '').replace(/\/\([^/)]+\)/g, '') || '/';
}

// Chunks carry no file names in production; the packages they bundle still show in their text
// (a module's own strings), enough to say which library makes a chunk large.
const MARKERS = {
  'react-dom': 'react-dom',
  'next-intl': 'NextIntlClientProvider',
  '@tanstack/react-query': 'QueryClient',
  '@tanstack/react-table': 'getCoreRowModel',
  '@tanstack/react-virtual': 'measureElement',
  recharts: 'recharts',
  zod: '$ZodType',
};
function hintOf(next, file) {
  const text = readFileSync(path.join(next, file), 'utf8');
  return Object.entries(MARKERS)
    .filter(([, marker]) => text.includes(marker))
    .map(([name]) => name)
    .join(', ');
}

/** The routes over their limit, each with its five largest scripts; empty when all are within. */
export function overBudget(routes, limits = OVER_BUDGET) {
  return routes
    .filter((r) => r.gzipKb > (limits[r.route] ?? BUDGET_KB))
    .map((r) => ({ ...r, scripts: r.scripts.slice(0, 5) }));
}

/** The check's report: every route's figure, then (when any is over) what makes each one large. */
export function budgetReport(routes, limits = OVER_BUDGET) {
  const lines = routes.map((r) => {
    const mark = r.gzipKb > BUDGET_KB ? '✗' : '✓';
    const held = limits[r.route] ? ` (held at ${limits[r.route]} kB)` : '';
    return `${mark} ${r.route.padEnd(60)} ${r.gzipKb.toFixed(1)} kB${held}`;
  });
  const over = overBudget(routes, limits);
  if (over.length === 0) return { ok: true, lines };
  lines.push('', `first-load-js: ${over.length} route(s) over the ${BUDGET_KB} kB budget:`);
  for (const r of over) {
    lines.push(`  ${r.route}: ${r.gzipKb.toFixed(1)} kB (+${(r.gzipKb - BUDGET_KB).toFixed(1)})`);
    for (const s of r.scripts) {
      lines.push(
        `    ${s.gzipKb.toFixed(1).padStart(6)} kB  ${s.file}${s.hint ? `  (${s.hint})` : ''}`,
      );
    }
  }
  return { ok: false, lines };
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const routes = measureRoutes(root);
  if (routes.length === 0) {
    console.error('first-load-js: no route manifests in .next (run `npm run build` first)');
    process.exit(1);
  }
  const { ok, lines } = budgetReport(routes);
  console.log(lines.join('\n'));
  if (ok || process.argv.includes('--report')) {
    console.log(`first-load-js: ${routes.length} routes, budget ${BUDGET_KB} kB gzip`);
    return;
  }
  process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
