import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGET_KB, budgetReport, measureRoutes, routeName } from '../../e2e/first-load-js.mjs';

// The post-build JS budget (e2e/first-load-js.mjs, `npm run test:js-budget` in `npm test`) on a
// made-up build: random bytes do not compress, so each chunk's gzip size is known in advance.

const root = mkdtempSync(path.join(tmpdir(), 'first-load-js-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function chunk(name: string, kb: number, text = '') {
  const file = `static/chunks/${name}.js`;
  writeFileSync(
    path.join(root, '.next', file),
    Buffer.concat([Buffer.from(text), randomBytes(Math.round(kb * 1024))]),
  );
  return file;
}

function route(route: string, files: string[]) {
  const dir = path.join(root, '.next', 'server', 'app', route.replace(/^\//, ''));
  mkdirSync(dir, { recursive: true });
  const manifest = { entryJSFiles: { [`[project]/app${route}/page`]: files } };
  writeFileSync(
    path.join(dir, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = (globalThis.__RSC_MANIFEST || {});\nglobalThis.__RSC_MANIFEST["${route}/page"] = ${JSON.stringify(manifest)};`,
  );
}

mkdirSync(path.join(root, '.next', 'static', 'chunks'), { recursive: true });
const framework = chunk('framework', 130, 'react-dom');
writeFileSync(
  path.join(root, '.next', 'build-manifest.json'),
  JSON.stringify({ rootMainFiles: [framework] }),
);
route('/small', [chunk('small', 20)]);
route('/large', [chunk('table', 30, 'getCoreRowModel'), chunk('form', 12)]);

describe('the first-load JS budget', () => {
  const routes = measureRoutes(root);

  it('measures each route as the shared files plus its own, gzip', () => {
    const byRoute = Object.fromEntries(routes.map((r) => [r.route, r.gzipKb]));
    expect(byRoute['/small']).toBeGreaterThan(150);
    expect(byRoute['/small']).toBeLessThan(BUDGET_KB);
    expect(byRoute['/large']).toBeGreaterThan(BUDGET_KB);
  });

  it('fails naming the route over the budget and its largest modules, largest first', () => {
    const { ok, lines } = budgetReport(routes, {});
    expect(ok).toBe(false);
    const text = lines.join('\n');
    const over = text.slice(text.indexOf(`over the ${BUDGET_KB} kB budget`));
    expect(over).toMatch(/\/large: 1[67]\d\.\d kB \(\+\d+\.\d\)/);
    expect(over).not.toContain('/small:');
    const listed = over.split('\n').filter((line) => line.includes('static/chunks/'));
    expect(listed[0]).toContain('framework.js');
    expect(listed[0]).toContain('(react-dom)');
    expect(listed[1]).toContain('table.js  (@tanstack/react-table)');
    expect(listed[2]).toContain('form.js');
  });

  it('passes a route held at its measured size, and every route once all are within', () => {
    const large = routes.find((r) => r.route === '/large')!.gzipKb;
    expect(budgetReport(routes, { '/large': large + 1 }).ok).toBe(true);
    expect(budgetReport(routes, { '/large': large - 1 }).ok).toBe(false);
    expect(budgetReport(routes.filter((r) => r.route !== '/large')).ok).toBe(true);
  });

  it('names a route as its address reads, without route groups', () => {
    expect(routeName('/organizations/[orgId]/cashboxes/[kktRegId]/documents/(browser)/page')).toBe(
      '/organizations/[orgId]/cashboxes/[kktRegId]/documents',
    );
    expect(routeName('/organizations/(list)/page')).toBe('/organizations');
    expect(routeName('/page')).toBe('/');
  });
});
