import { describe, expect, it, vi } from 'vitest';
import { BrandedError, brandsOf } from './branded-error';

// Each module that declares a branded class, loaded twice below as two bundles hold them.
const ERROR_MODULES = {
  ofd: () => import('@/lib/ofd/errors'),
  outsideCopy: () => import('@/lib/ofd/outside-copy'),
  searchPeriod: () => import('@/lib/receipt-search/server/search-period'),
  auth: () => import('@/lib/auth/server/errors'),
  env: () => import('@/lib/env'),
  database: () => import('@/lib/database-outage/unavailable'),
  tooMany: () => import('@/lib/security/too-many-requests'),
  unprocessable: () => import('@/lib/problems/unprocessable'),
};

async function brandedClasses() {
  const classes: (typeof BrandedError)[] = [];
  for (const load of Object.values(ERROR_MODULES)) {
    for (const value of Object.values(await load())) {
      if (typeof value === 'function' && value.prototype instanceof Error) {
        classes.push(value as typeof BrandedError);
      }
    }
  }
  return classes;
}

describe('branded errors', () => {
  it('are recognised by a copy of their class, and by its bases, not by a sibling', () => {
    const family = () => {
      class Base extends BrandedError {
        static override readonly brand: string = 'test.Base';
      }
      class Child extends Base {
        static override readonly brand: string = 'test.Child';
      }
      class Sibling extends Base {
        static override readonly brand: string = 'test.Sibling';
      }
      return { Base, Child, Sibling };
    };
    const one = family();
    const other = family();
    expect(one.Child).not.toBe(other.Child);
    const child = new one.Child('x');
    expect(child instanceof other.Child).toBe(true);
    expect(child instanceof other.Base).toBe(true);
    expect(child instanceof Error).toBe(true);
    expect(child instanceof other.Sibling).toBe(false);
    expect(new one.Base() instanceof other.Child).toBe(false);
    expect(new Error('plain') instanceof other.Base).toBe(false);
    expect((null as unknown as object) instanceof other.Base).toBe(false);
    expect(brandsOf(child)).toEqual(['test.Child', 'test.Base', 'BrandedError']);
  });

  it('thrown by one copy of the modules, are answered with their status by another', async () => {
    const { UnavailableError, OfdError, NotFoundError } = await import('@/lib/ofd/errors');
    const { TooManyRequestsError } = await import('@/lib/security/too-many-requests');
    vi.resetModules();
    const other = await import('@/lib/ofd/errors');
    const { problemFromError } = await import('@/lib/api/problem.server');
    expect(other.UnavailableError).not.toBe(UnavailableError);
    const outage = new UnavailableError('network');
    expect(outage instanceof other.OfdError && outage instanceof other.UnavailableError).toBe(true);
    expect(outage instanceof other.NotFoundError).toBe(false);
    expect(new NotFoundError() instanceof OfdError).toBe(true);
    const context = { correlationId: 'c' };
    expect(problemFromError(outage, context).status).toBe(503);
    expect(problemFromError(new NotFoundError(), context).status).toBe(404);
    expect(problemFromError(new TooManyRequestsError(3), context).status).toBe(429);
  });

  it('every class has a brand of its own, none shared', async () => {
    const classes = await brandedClasses();
    expect(classes.length).toBeGreaterThanOrEqual(20);
    for (const type of classes) {
      expect(Object.hasOwn(type, 'brand'), `${type.name} sets its own brand`).toBe(true);
    }
    const brands = classes.map((type) => type.brand);
    expect(new Set(brands).size).toBe(brands.length);
  });
});
