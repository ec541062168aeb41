import { describe, expect, it } from 'vitest';
import { routeLabel } from './route-label';

describe('routeLabel', () => {
  it('replaces identifiers with the route parameters', () => {
    const org = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(routeLabel(`/api/organizations/${org}/cashboxes/0002256695818461/documents/42`)).toBe(
      '/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/[fd]',
    );
    expect(
      routeLabel(`/api/organizations/${org}/cashboxes/0002256695818461/documents/export`),
    ).toBe('/api/organizations/[orgId]/cashboxes/[kktRegId]/documents/export');
    expect(routeLabel('/api/health/registers')).toBe('/api/health/registers');
    expect(routeLabel('/api/lookup')).toBe('/api/lookup');
    expect(routeLabel('/api/unknown/12345678')).toBe('/api/unknown/[id]');
  });
});
