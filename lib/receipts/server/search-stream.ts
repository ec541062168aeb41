import 'server-only';
import type { ReceiptSearchQuery } from '../search-query.schema';
import { searchReceipts } from './search';
import type { SearchPlan } from './search-plan';

// The receipt search as NDJSON, the overview's protocol (lib/overview/server/overview-stream.ts):
// `{"done","total"}` as registers finish, then `{"result":<answer>}` or `{"error":<problem>}`.
// Cancelling the request aborts the search and every upstream fetch nobody else waits for.

export function searchStream(
  query: ReceiptSearchQuery,
  signal: AbortSignal,
  toProblem: (error: unknown) => Record<string, unknown>,
  plan?: SearchPlan,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const cancelled = new AbortController();
  const both = AbortSignal.any([signal, cancelled.signal]);
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: unknown) => {
        if (!both.aborted) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      };
      try {
        send({ result: await searchReceipts(query, { signal: both, onProgress: send, plan }) });
      } catch (error) {
        send({ error: toProblem(error) });
      }
      if (!both.aborted) controller.close();
    },
    cancel() {
      cancelled.abort(new DOMException('The client went away.', 'AbortError'));
    },
  });
}
