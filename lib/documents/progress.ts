import 'server-only';
import type { ProgressLine } from './contract';
import type { PeriodQuery } from './contract.schema';
import { loadRange } from './engine';

// The progress of loading a period into the day cache, as NDJSON lines: `{"daysDone","daysTotal"}`
// as days arrive, then `{"done":true,"total":N}` or `{"error":<problem>}`. Cancelling the request
// (or the reader) aborts the load, and with it every upstream request nobody else waits for.

export function progressStream(
  where: { orgId: string; rnm: string; signal: AbortSignal; owner?: string },
  query: PeriodQuery,
  toProblem: (error: unknown) => Record<string, unknown>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const cancelled = new AbortController();
  const signal = AbortSignal.any([where.signal, cancelled.signal]);
  let last = '';
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: ProgressLine) => {
        const text = JSON.stringify(line);
        if (text === last || signal.aborted) return;
        last = text;
        controller.enqueue(encoder.encode(`${text}\n`));
      };
      try {
        const loaded = await loadRange(where.orgId, where.rnm, query, {
          signal,
          owner: where.owner,
          onProgress: (progress) => send(progress),
        });
        send({ done: true, total: loaded.documents.length });
      } catch (error) {
        if (!signal.aborted) send({ error: toProblem(error) });
      }
      if (!signal.aborted) controller.close();
    },
    cancel() {
      cancelled.abort(new DOMException('The client went away.', 'AbortError'));
    },
  });
}
