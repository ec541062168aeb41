import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// First-load JS of the documents page. `next build` 16 (Turbopack) no longer prints per-route
// sizes, so this measures what it used to report: the gzip size of every script the page loads
// first — the root main files plus the client chunks of the page and its layouts — from the build's
// own manifests. A line of the build output that does report the route is preferred when present.

function findManifests(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) findManifests(full, out);
    else if (name === 'page_client-reference-manifest.js') out.push(full);
  }
  return out;
}

export function firstLoadJs(
  root: string,
  buildOutput: string,
): { route: string; gzipKb: number; source: string } | null {
  const reported = buildOutput
    .split('\n')
    .find((line) => /\/documents\s/.test(line) && /kB/.test(line));
  const next = path.join(root, '.next');
  const appDir = path.join(next, 'server', 'app');
  if (!existsSync(appDir)) return null;
  // The list page: …/documents/page, not the detail page below it.
  const manifest = findManifests(appDir).find((file) =>
    file.endsWith(`${path.sep}documents${path.sep}page_client-reference-manifest.js`),
  );
  if (!manifest) return null;
  const text = readFileSync(manifest, 'utf8');
  const route = text.match(/__RSC_MANIFEST\["([^"]+)"\]/)?.[1] ?? manifest;
  const entries = JSON.parse(text.slice(text.indexOf('= {') + 2).replace(/;\s*$/, '')) as {
    entryJSFiles?: Record<string, string[]>;
  };
  const build = JSON.parse(readFileSync(path.join(next, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[];
  };
  const files = new Set([
    ...(build.rootMainFiles ?? []),
    ...Object.values(entries.entryJSFiles ?? {}).flat(),
  ]);
  let bytes = 0;
  for (const file of files) {
    if (file.endsWith('.js')) bytes += gzipSync(readFileSync(path.join(next, file))).byteLength;
  }
  return {
    route,
    gzipKb: bytes / 1024,
    source: reported?.trim() ?? `gzip of ${files.size} scripts from the build manifests`,
  };
}
