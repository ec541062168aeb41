import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/query/api-error';
import { ndjsonLines, readStream } from '@/lib/query/ndjson';
import { progressStream, type ProgressWork } from './progress-stream.server';

// The writer and the reader of the one progress protocol (lib/api/progress-protocol.ts) meet here:
// whatever the work reports, the reader sees the same steps and the same answer.

const toProblem = (error: unknown) => ({
  type: '/problems/test',
  title: error instanceof Error ? error.message : 'failed',
  status: 502,
});
const isAnswer = (r: unknown): r is { answer: number } =>
  typeof r === 'object' && r !== null && typeof (r as { answer?: unknown }).answer === 'number';

async function readAll<R>(work: ProgressWork<R>, isResult: (r: unknown) => r is R) {
  const seen: string[] = [];
  const stream = progressStream(work, new AbortController().signal, toProblem);
  const result = await readStream(ndjsonLines(stream), isResult, ({ done, total }) =>
    seen.push(`${done}/${total}`),
  );
  return { seen, result };
}

describe('progressStream', () => {
  it('carries every new step and the answer from writer to reader', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 20 }), fc.integer(), async (total, answer) => {
        const work: ProgressWork<{ answer: number }> = async (_signal, onProgress) => {
          for (let done = 0; done <= total; done++) {
            onProgress({ done, total });
            onProgress({ done, total }); // a repeat says nothing new and is not sent
          }
          return { answer };
        };
        const { seen, result } = await readAll(work, isAnswer);
        expect(result).toEqual({ answer });
        expect(seen).toEqual(Array.from({ length: total + 1 }, (_, done) => `${done}/${total}`));
      }),
      { numRuns: 30 },
    );
  });

  it('ends a failed work with its problem, which the reader throws', async () => {
    const work: ProgressWork<{ answer: number }> = async (_signal, onProgress) => {
      onProgress({ done: 1, total: 2 });
      throw new Error('upstream down');
    };
    const error = await readAll(work, isAnswer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toMatchObject({ type: '/problems/test', status: 502 });
  });

  it('aborts the work when the reader cancels', async () => {
    let aborted: Promise<void> | undefined;
    const work: ProgressWork<never> = (signal) => {
      aborted = new Promise((resolve) => signal.addEventListener('abort', () => resolve()));
      return new Promise(() => {});
    };
    const stream = progressStream(work, new AbortController().signal, toProblem);
    const reader = stream.getReader();
    await reader.cancel();
    await expect(aborted).resolves.toBeUndefined();
  });

  it('aborts the work when the request goes away', async () => {
    const request = new AbortController();
    let seen: AbortSignal | undefined;
    const work: ProgressWork<never> = (signal) => {
      seen = signal;
      return new Promise(() => {});
    };
    progressStream(work, request.signal, toProblem);
    await Promise.resolve();
    request.abort();
    expect(seen?.aborted).toBe(true);
  });
});
