import { afterEach, describe, expect, it } from 'vitest';
import { PERIOD_LOAD } from '@/lib/documents/server';
import { periodLoad } from '@/lib/documents/server/progress';
import { forgetProcessShared } from '@/lib/process/shared';
import { provideAtStart } from './provided-at-start';

afterEach(() => forgetProcessShared('documents.period-load'));

describe('what the start provides', () => {
  it('the period load is missing until the start provides it, then is the engine’s', async () => {
    expect(() => periodLoad()).toThrow(/server start provides it/);
    provideAtStart();
    await expect(periodLoad()).resolves.toBe(PERIOD_LOAD);
  });
});
