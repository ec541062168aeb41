import { describe, expect, it } from 'vitest';
import { problemFromError } from '@/lib/api/problem.server';
import type { AppAuth } from './auth';
import { StartingError } from './errors';
import { readyAppAuth } from './ready';

describe('readyAppAuth', () => {
  it('answers "starting" while the first start is not done', async () => {
    const never = () => new Promise<AppAuth>(() => {});
    const error = await readyAppAuth(20, never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartingError);
    const problem = problemFromError(error, { correlationId: 'c' });
    expect(problem).toMatchObject({
      type: 'urn:ofd-console:problem:starting',
      status: 503,
      retryAfter: 5,
    });
  });

  it('hands over the auth instance once it is ready', async () => {
    const app = { db: {} } as AppAuth;
    await expect(readyAppAuth(1000, async () => app)).resolves.toBe(app);
  });
});
