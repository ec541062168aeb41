import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rootClientMessages } from './client-messages';
import { messages } from './messages';
import { pickMessages } from './pick-messages';

// Each route's client components get only the catalog parts their route provides
// (docs/conventions.md, "Messages"). This walks the source's imports from every route file and
// fails when a client component's `useTranslations(…)` part is not provided there: in the browser
// that would be a raw key on the page.

const root = fileURLToPath(new URL('../..', import.meta.url));
const ROUTE_FILES = /^(page|layout|loading|error|not-found|global-error|template)\.tsx$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? path.join(root, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext);
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const texts = new Map<string, string>();
const read = (file: string) => {
  if (!texts.has(file)) texts.set(file, readFileSync(file, 'utf8'));
  return texts.get(file)!;
};

/** Value imports of a module (static, re-exports and `import()`), type-only ones left out. */
function importsOf(file: string): string[] {
  const text = read(file);
  const specs = [
    ...[...text.matchAll(/^(?:import|export)(?!\s+type\s)[^;]*?\sfrom\s+'([^']+)'/gm)].map(
      (m) => m[1]!,
    ),
    ...[...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!),
  ];
  return specs.flatMap((spec) => resolve(file, spec) ?? []);
}

const isClientEntry = (file: string) => /^\s*(?:\/\/[^\n]*\n\s*)*'use client'/.test(read(file));

/** The catalog parts translated in the browser by everything `entry` renders. */
function clientParts(entry: string): Map<string, string> {
  const parts = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const inBrowser = client || isClientEntry(file);
    if (inBrowser) {
      for (const m of read(file).matchAll(/useTranslations\(\s*(?:'([^']*)')?\s*\)/g)) {
        parts.set(m[1] ?? '(whole catalog)', path.relative(root, file));
      }
    }
    for (const next of importsOf(file)) visit(next, inBrowser);
  };
  visit(entry, false);
  return parts;
}

const ownParts = (file: string) => {
  const own = read(file).match(/(?:<ClientMessages\s+namespaces=\{|messagesLayout\()\[([^\]]*)\]/);
  return own && [...own[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
};

/**
 * What a route file gives its client components: its own `<ClientMessages>`, else that of the
 * nearest layout around it (a folder's layout wraps its page, loading and not-found), else the
 * root's. A nested provider replaces its parent's messages, it does not add to them.
 */
function providedBy(file: string): readonly string[] {
  const own = ownParts(file);
  if (own) return own;
  const appDir = path.join(root, 'app');
  let dir = path.dirname(file);
  if (path.basename(file) === 'layout.tsx') dir = path.dirname(dir);
  for (; dir.startsWith(appDir) && dir !== appDir; dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    const parts = existsSync(layout) && ownParts(layout);
    if (parts) return parts;
  }
  return rootClientMessages;
}

const covers = (provided: readonly string[], part: string) =>
  provided.some((p) => part === p || part.startsWith(`${p}.`));

const routeFiles = sourceFiles(path.join(root, 'app')).filter((f) =>
  ROUTE_FILES.test(path.basename(f)),
);

describe('client messages per route', () => {
  it('finds the route files and their client components', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    const all = routeFiles.flatMap((f) => [...clientParts(f).keys()]);
    expect(new Set(all.map((p) => p.split('.')[0])).size).toBeGreaterThan(10);
  });

  it.each(routeFiles.map((f) => [path.relative(root, f), f]))(
    '%s provides every part its client components translate',
    (_, file) => {
      const provided = providedBy(file);
      const missing = [...clientParts(file)]
        .filter(([part]) => !covers(provided, part))
        .map(([part, where]) => `${part} (${where})`);
      expect(missing).toEqual([]);
    },
  );

  it('names only parts that exist in both catalogs', () => {
    const named = routeFiles.flatMap((f) => providedBy(f));
    for (const locale of ['en', 'ru'] as const) {
      expect(() => pickMessages(messages[locale], named)).not.toThrow();
    }
  });
});
