import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ndjsonLines, readStream } from './ndjson';
import { readProgress } from '@/lib/documents/client/period-load';
import { ApiError } from '@/lib/query/api-error';

function streamOf(text: string, cuts: number[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.slice(start, point));
    start = point;
  }
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function collect<T>(lines: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const line of lines) out.push(line);
  return out;
}

const body = '{"done":1,"total":3}\n{"done":2,"total":3}\n\n{"result":{"total":42}}\n';

describe('ndjsonLines', () => {
  it('yields the same lines for any split of the bytes (Cyrillic included)', async () => {
    const text = `${body}{"error":{"type":"x","title":"Ошибка связи"}}`;
    const expected = text
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as unknown);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 8 }), async (cuts) => {
        expect(await collect(ndjsonLines(streamOf(text, cuts)))).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });
});

describe('readProgress', () => {
  it('reports each step and resolves with the total', async () => {
    const seen: string[] = [];
    const total = await readProgress(ndjsonLines(streamOf(body, [5, 40])), (p) =>
      seen.push(`${p.done}/${p.total}`),
    );
    expect(total).toBe(42);
    expect(seen).toEqual(['1/3', '2/3']);
  });

  it('turns an error line into a problem', async () => {
    const text =
      '{"done":1,"total":3}\n{"error":{"type":"/problems/credentials-rejected","title":"No","status":502}}\n';
    const error = await readProgress(ndjsonLines(streamOf(text, [])), () => {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem.type).toBe('/problems/credentials-rejected');
  });

  it('treats a stream cut before its result as a failure', async () => {
    const text = '{"done":1,"total":3}\n';
    await expect(readProgress(ndjsonLines(streamOf(text, [])), () => {})).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe('readStream', () => {
  it('reads a result its caller does not recognise as a cut stream', async () => {
    const text = '{"done":1,"total":1}\n{"result":"no answer"}\n';
    const isObject = (r: unknown): r is object => typeof r === 'object' && r !== null;
    await expect(
      readStream(ndjsonLines(streamOf(text, [])), isObject, () => {}),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
