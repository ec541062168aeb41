import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EnvError } from '@/lib/env';
import {
  CredentialsRejectedError,
  NotFoundError,
  OutsidePermissionWindowError,
  PeriodTooLargeError,
  EndlessPagingError,
  RateLimitedError,
  UnavailableError,
} from '@/lib/ofd/errors';
import { handleApiError, problemFromError } from './problem.server';
import { problemKindOf } from '@/lib/problems/problem-kinds';

const context = { instance: '/api/organizations', correlationId: 'corr-9' };

describe('problemFromError', () => {
  it('turns a database that does not answer, however wrapped, into 503 with Retry-After', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    // better-auth wraps its storage errors in its own.
    const wrapped = new Error('Failed to get session', { cause: refused });
    const problem = problemFromError(wrapped, context);
    expect(problem).toMatchObject({ status: 503, retryAfter: 5 });
    expect(problemKindOf(problem.type)).toBe('database-unavailable');
    expect(JSON.stringify(problem)).not.toMatch(/ECONNREFUSED|5432/);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = handleApiError(wrapped, context);
    expect([response.status, response.headers.get('retry-after')]).toEqual([503, '5']);
  });

  it('turns a zod error into 400 with the failing parameters, not their values', () => {
    const result = z.object({ orgId: z.string().uuid() }).safeParse({ orgId: 'secret-ish-input' });
    const problem = problemFromError(result.error, context);
    expect(problem).toMatchObject({
      status: 400,
      instance: '/api/organizations',
      correlationId: 'corr-9',
    });
    expect(problemKindOf(problem.type)).toBe('invalid-request');
    expect(problem.errors?.[0]?.path).toBe('orgId');
    expect(JSON.stringify(problem)).not.toContain('secret-ish-input');
  });

  it.each([
    [new CredentialsRejectedError('session', { status: 401 }), 502, 'credentials-rejected'],
    [new NotFoundError({ status: 404 }), 404, 'not-found'],
    [new UnavailableError('timeout'), 504, 'upstream-unavailable'],
    [new UnavailableError('status', { status: 500 }), 503, 'upstream-unavailable'],
    [new PeriodTooLargeError(200_000), 422, 'period-too-large'],
    [new EndlessPagingError(1001), 502, 'upstream-endless-paging'],
  ] as const)('maps %s to %i %s', (error, status, kind) => {
    const problem = problemFromError(error, context);
    expect(problem.status).toBe(status);
    expect(problemKindOf(problem.type)).toBe(kind);
  });

  it('carries the window of an out-of-window request, and says it in the detail', () => {
    const window = { permissionFrom: '2024-03-01T00:00:00', permissionTo: '2024-06-30T23:59:59' };
    const problem = problemFromError(new OutsidePermissionWindowError(window), context);
    expect(problem).toMatchObject({ status: 422, ...window });
    expect(problem.detail).toContain('2024-03-01T00:00:00');
  });

  it('shows a configuration error by variable name', () => {
    const problem = problemFromError(
      new EnvError('Invalid configuration: OFD_SESSION_ID is required when OFD_BASE_URL is set.'),
      context,
    );
    expect(problem.status).toBe(500);
    expect(problem.detail).toContain('OFD_SESSION_ID');
  });

  it('hides everything of an unexpected error', () => {
    const problem = problemFromError(new Error('db password=hunter2 at /srv/app.js:12'), context);
    expect(problem.status).toBe(500);
    expect(JSON.stringify(problem)).not.toContain('hunter2');
  });
});

describe('handleApiError', () => {
  it('answers problem+json, uncached, with Retry-After for a rate limit, and logs the id', async () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = handleApiError(new RateLimitedError(30, { status: 429 }), context);
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toMatchObject({ retryAfter: 30, correlationId: 'corr-9' });
    expect(error.mock.calls[0]?.[0]).toContain('"correlationId":"corr-9"');
    error.mockRestore();
  });
});
