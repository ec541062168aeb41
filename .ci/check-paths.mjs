// Part of `npm run lint`: every repository path named in README.md, docs/ and code comments
// exists, and every dashboard API path the docs name (`/api/...`) has a route, so the docs cannot
// quietly point at files that moved. Placeholders are allowed: `<orgId>`, `…`, `*`, `{a,b}`
// match any name; `[orgId]` is taken literally first (Next's folder names), then as any name.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['app', 'components', 'lib', 'e2e', 'bench', 'docs', 'public', '.ci'];
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && existsSync(f));
const fileSet = new Set(files);
const dirSet = new Set(
  files.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, a) => a.slice(0, i + 1).join('/')),
  ),
);

const PATH = new RegExp(
  `(?<![\\w/.@~-])((?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[\\w.\\-\\[\\]/*<>…{},]*[\\w\\]*>…}/])`,
  'g',
);
const API = /(?<![\w/.-])(\/api\/[\w\-[\]<>…*{}/.]*)/g;
const LINK = /\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g;

const placeholder = /[<…*{]|\[/;
function toRegex(mention) {
  let out = '';
  for (let i = 0; i < mention.length; i++) {
    const c = mention[i];
    if (c === '*' && mention[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*' || c === '…') out += '[^/]*';
    else if (c === '<' || c === '[') {
      out += '[^/]+';
      i = mention.indexOf(c === '<' ? '>' : ']', i);
    } else if (c === '{') {
      const end = mention.indexOf('}', i);
      out += `(?:${mention
        .slice(i + 1, end)
        .split(',')
        .map(escape)
        .join('|')})`;
      i = end;
    } else out += escape(c);
  }
  return new RegExp(`^${out}(/.*)?$`);
}
const escape = (s) => s.replace(/[.+?^$()|\\]/g, '\\$&');

// Made by a run, not kept in git.
const GENERATED = new Set(['bench/data', 'test-results', '.data']);

function exists(mention) {
  const p = mention.replace(/\/$/, '');
  if (GENERATED.has(p)) return true;
  // `docs/s` is a unit (documents per second), not a file: a document is named with `.md`.
  if (/^docs\/[^./]+$/.test(p)) return true;
  if (fileSet.has(p) || dirSet.has(p)) return true;
  for (const ext of ['.ts', '.tsx', '.mjs', '.js', '/index.ts'])
    if (fileSet.has(p + ext)) return true;
  if (!placeholder.test(p)) return false;
  const re = toRegex(p);
  return files.some((f) => re.test(f) || re.test(f.replace(/\.(ts|tsx|mjs|js)$/, '')));
}

const routes = files
  .filter((f) => /^app\/api\/.*route\.ts$/.test(f))
  .map((f) => f.split('/').slice(1, -1));
function apiExists(mention) {
  const parts = mention.split(/[?#]/)[0].replace(/\/$/, '').split('/').slice(1);
  return routes.some((route) => {
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      const seg = route[i];
      if (part === '*' || part === '…') return true;
      if (seg === undefined) return false;
      if (seg.startsWith('[...')) return true;
      if (seg !== part && !seg.startsWith('[') && !placeholder.test(part)) return false;
    }
    return parts.length === route.length;
  });
}

/** The text to check: all of a Markdown file, only the comments of code. */
function textOf(file) {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.md')) return text;
  const comments = text.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? [];
  return comments.filter((c) => !c.startsWith('//#')).join('\n');
}

const CODE = /\.(ts|tsx|mjs|js)$/;
const sources = files.filter(
  (f) =>
    f === 'README.md' ||
    (f.startsWith('docs/') && f.endsWith('.md')) ||
    (CODE.test(f) && !f.startsWith('node_modules/') && !f.endsWith('.d.ts')),
);
const stale = [];
for (const file of sources) {
  const text = textOf(file);
  for (const [, mention] of text.matchAll(PATH)) {
    let clean = mention.replace(/[.,:;]+$/, '');
    if (clean.endsWith(']') && !clean.includes('[')) clean = clean.slice(0, -1);
    if (!exists(clean)) stale.push(`${file}: ${clean}`);
  }
  if (file.endsWith('.md')) {
    for (const [, mention] of text.matchAll(API)) {
      if (!apiExists(mention.replace(/[.,:;]+$/, ''))) stale.push(`${file}: ${mention}`);
    }
    for (const [, link] of text.matchAll(LINK)) {
      if (/^[a-z]+:/.test(link)) continue;
      const target = path.normalize(path.join(path.dirname(file), link));
      if (!fileSet.has(target)) stale.push(`${file}: ${link}`);
    }
  }
}
if (stale.length) {
  console.error(`Paths named in docs or comments that do not exist (.ci/check-paths.mjs):`);
  for (const line of [...new Set(stale)]) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`check-paths: ${sources.length} files, every named path exists`);
