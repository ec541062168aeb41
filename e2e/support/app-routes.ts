import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// Every page and API route of the app, read from the app/ directory at test time, so routes that
// are added later are crawled without touching the specs. Dynamic segments are filled from `ids`
// by name (an unknown name gets `x`); catch-all segments (the built-in service, the auth library)
// are left out: they have their own authentication.

export type Ids = Record<string, string>;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function templates(name: 'page.tsx' | 'route.ts'): string[] {
  const root = join(process.cwd(), 'app');
  return files(root)
    .filter((file) => file.endsWith(`${sep}${name}`))
    .map((file) => relative(root, file).split(sep).slice(0, -1))
    .filter((segments) => !segments.some((s) => s.startsWith('[...') || s.startsWith('_')))
    .map((segments) => `/${segments.filter((s) => !/^\(.*\)$/.test(s)).join('/')}`);
}

export function fill(template: string, ids: Ids): string {
  return template.replace(/\[([^\]]+)\]/g, (_, name: string) => ids[name] ?? 'x');
}

export const pageTemplates = () => templates('page.tsx');
export const apiTemplates = () => templates('route.ts').filter((t) => t.startsWith('/api'));
