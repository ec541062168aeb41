import 'server-only';
import type { OverviewRequest } from '../query.schema';
import { loadOverview } from './load-overview';

// The overview as NDJSON: `{"done","total"}` as registers finish (the documents path can take a
// while: every day of every register through the day cache), then `{"result":<answer>}` or
// `{"error":<problem>}`. Cancelling the request aborts the loading and its upstream fetches.

export function overviewStream(
  request: OverviewRequest,
  signal: AbortSignal,
  toProblem: (error: unknown) => Record<string, unknown>,
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
        const result = await loadOverview(request, { signal: both, onProgress: send });
        send({ result });
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
