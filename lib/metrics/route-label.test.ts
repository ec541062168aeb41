import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_ROUTE_TEMPLATES, OTHER_ROUTE, routeLabel } from './route-label';

const org = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const register = `/api/organizations/${org}/cashboxes/0002256695818461`;

describe('routeLabel', () => {
  it('names the route template that serves the path', () => {
    expect(routeLabel(`${register}/documents/42`)).toBe(
      '/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/[fd]',
    );
    expect(routeLabel(`${register}/documents/export`)).toBe(
      '/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/export',
    );
    expect(routeLabel(`${register}/`)).toBe('/api/organizations/[orgId]/cashboxes/[kktRegId]');
    expect(routeLabel('/api/health/registers')).toBe('/api/health/registers');
    expect(routeLabel('/api/lookup')).toBe('/api/lookup');
    expect(routeLabel('/api/auth/sign-in/email')).toBe('/api/auth/[...all]');
  });

  it('counts every path no route serves as `other`, whatever its segments', () => {
    for (const path of [
      '/api/unknown/12345678',
      '/api/constructor',
      '/api/__proto__',
      '/api/organizations/constructor/__proto__',
      `${register}/documents/42/extra`,
      '/api',
      '/',
      '',
    ]) {
      expect(routeLabel(path), path).toBe(OTHER_ROUTE);
    }
  });

  it('never returns anything but a template or `other`', () => {
    const known = new Set<string>([...API_ROUTE_TEMPLATES, OTHER_ROUTE]);
    const segment = fc.oneof(
      fc.constantFrom('api', 'organizations', 'cashboxes', 'documents', 'export', '__proto__'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (parts) => {
        expect(known.has(routeLabel(`/${parts.join('/')}`))).toBe(true);
      }),
    );
  });

  it('lists exactly the route handlers under app/api', () => {
    const root = join(process.cwd(), 'app');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
      );
    const routes = files(join(root, 'api'))
      .filter((file) => file.endsWith(`${sep}route.ts`))
      .map((file) => `/${relative(root, file).split(sep).slice(0, -1).join('/')}`);
    expect([...routes].sort()).toEqual([...API_ROUTE_TEMPLATES].sort());
  });
});
